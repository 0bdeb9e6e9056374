import { createIndex, createTableWithId, dropTables, type MigrationContext } from './helpers';

/**
 * An e-mail confirmed by code under a client's identity key: listed by get-confirmed-emails, and
 * consumed once by login by confirmed e-mail (or registration) within its validity.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  await createTableWithId(ctx, 'email_confirmations')
    .addColumn('identity', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'bigint', (col) => col.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await createIndex(ctx, 'email_confirmations', ['identity', 'email']);
  await createIndex(ctx, 'email_confirmations', ['confirmed_at']);
}

export async function down(ctx: MigrationContext): Promise<void> {
  await dropTables(ctx, ['email_confirmations']);
}
