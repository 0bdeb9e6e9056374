import { sql } from 'kysely';
import { createIndex, type MigrationContext } from './helpers';

/**
 * Reviews written by customers: the variant the author bought and whether a paid order proves the
 * purchase, and one review per product and customer (a unique index, so two adds at once cannot
 * both insert; the seeded reviews have no customer and NULLs never collide).
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;
  await db.schema
    .alterTable('reviews')
    .addColumn('variant_id', 'integer', (col) => col.references('product_variants.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('reviews')
    .addColumn('verified_purchase', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`verified_purchase in (0, 1)`),
    )
    .execute();
  await createIndex(ctx, 'reviews', ['product_id', 'customer_id'], { unique: true });
}

export async function down(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;
  await db.schema.dropIndex('reviews_product_id_customer_id_key').execute();
  await db.schema.alterTable('reviews').dropColumn('verified_purchase').execute();
  await db.schema.alterTable('reviews').dropColumn('variant_id').execute();
}
