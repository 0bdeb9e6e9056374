import { sql } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * Cookie consent per purpose on the customer (the 0/1 `cookie_consent` stays as the contract's
 * flag: 1 when any purpose is allowed) and the time of the decision; a stored 1 meant every
 * purpose, a 0 none. Redirect rules learn to match a prefix and to hold for one language only.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;
  for (const purpose of ['consent_analytics', 'consent_advertising']) {
    await db.schema
      .alterTable('customers')
      .addColumn(purpose, 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`${sql.ref(purpose)} in (0, 1)`),
      )
      .execute();
  }
  await db.schema.alterTable('customers').addColumn('consent_decided_at', 'bigint').execute();
  await db
    .updateTable('customers')
    .set({ consent_analytics: 1, consent_advertising: 1 })
    .where('cookie_consent', '=', 1)
    .execute();

  await db.schema
    .alterTable('redirect_rules')
    .addColumn('match', 'text', (col) =>
      col
        .notNull()
        .defaultTo('exact')
        .check(sql`${sql.ref('match')} in ('exact', 'prefix')`),
    )
    .execute();
  await db.schema
    .alterTable('redirect_rules')
    .addColumn('locale', 'text', (col) => col.check(sql`locale in ('en', 'ru')`))
    .execute();
}

export async function down(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;
  await db.schema.alterTable('redirect_rules').dropColumn('locale').execute();
  await db.schema.alterTable('redirect_rules').dropColumn('match').execute();
  for (const column of ['consent_decided_at', 'consent_advertising', 'consent_analytics'])
    await db.schema.alterTable('customers').dropColumn(column).execute();
}
