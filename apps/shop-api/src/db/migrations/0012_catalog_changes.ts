import { sql } from 'kysely';
import { createIndex, createTableWithId, dropTables, type MigrationContext } from './helpers';

/**
 * The change log (`catalog_changes`): every writer of what pages show (stock crossing what a card
 * shows, prices, paths, reviews, seeding) appends a row in its own transaction; the API's caches
 * and the storefront's page cache poll it (`GET /api/v1/changes`) to drop what changed.
 * Append-only; the retention sweep prunes old rows but always keeps the newest.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  await createTableWithId(ctx, 'catalog_changes')
    .addColumn('scope', 'text', (col) => col.notNull().check(sql`scope in ('product', 'category', 'content', 'all')`))
    .addColumn('key', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndex(ctx, 'catalog_changes', ['created_at']);
}

export async function down(ctx: MigrationContext): Promise<void> {
  await dropTables(ctx, ['catalog_changes']);
}
