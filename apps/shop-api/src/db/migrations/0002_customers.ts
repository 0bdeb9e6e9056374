import { sql } from 'kysely';
import { createIndex, createTableWithId, dropTables, type MigrationContext } from './helpers';

/** Customers and everything about signing in: e-mails, codes, sessions, resets, social accounts. */
export async function up(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;

  await createTableWithId(ctx, 'customers')
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cookie_consent', 'integer', (col) => col.check(sql`cookie_consent in (0, 1)`))
    .addColumn('email_verified_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();

  await createTableWithId(ctx, 'customer_confirmed_emails')
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('customer_confirmed_emails_customer_email_key', ['customer_id', 'email'])
    .execute();
  await createIndex(ctx, 'customer_confirmed_emails', ['email']);

  await createTableWithId(ctx, 'email_codes')
    .addColumn('identity', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .addCheckConstraint('email_codes_attempts_check', sql`attempts >= 0`)
    .execute();
  await createIndex(ctx, 'email_codes', ['identity', 'purpose', 'sent_at']);
  await createIndex(ctx, 'email_codes', ['email', 'sent_at']);
  await createIndex(ctx, 'email_codes', ['expires_at']);

  await createTableWithId(ctx, 'auth_sessions')
    .addColumn('jti', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await createIndex(ctx, 'auth_sessions', ['customer_id']);
  await createIndex(ctx, 'auth_sessions', ['expires_at']);

  await createTableWithId(ctx, 'password_resets')
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await createIndex(ctx, 'password_resets', ['customer_id']);

  await createTableWithId(ctx, 'social_accounts')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('social_accounts_provider_subject_key', ['provider', 'subject'])
    .execute();
  await createIndex(ctx, 'social_accounts', ['customer_id']);

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text')
    .addColumn('redirect_to', 'text')
    .addColumn('locale', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndex(ctx, 'oauth_states', ['expires_at']);

  await createTableWithId(ctx, 'wish_list_items')
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (col) => col.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('wish_list_items_customer_variant_key', ['customer_id', 'variant_id'])
    .execute();
  await createIndex(ctx, 'wish_list_items', ['variant_id']);
}

export async function down(ctx: MigrationContext): Promise<void> {
  await dropTables(ctx, [
    'wish_list_items',
    'oauth_states',
    'social_accounts',
    'password_resets',
    'auth_sessions',
    'email_codes',
    'customer_confirmed_emails',
    'customers',
  ]);
}
