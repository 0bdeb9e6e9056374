import { sql } from 'kysely';
import { createIndex, createTableWithId, dropTables, type MigrationContext } from './helpers';

/** Reviews and their likes, content pages, redirect rules. */
export async function up(ctx: MigrationContext): Promise<void> {
  await createTableWithId(ctx, 'reviews')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('reviews_rating_check', sql`rating between 1 and 5`)
    .addCheckConstraint('reviews_status_check', sql`status in ('pending', 'published', 'rejected')`)
    .addCheckConstraint('reviews_likes_count_check', sql`likes_count >= 0`)
    .execute();
  await createIndex(ctx, 'reviews', ['product_id', 'status', 'created_at']);
  await createIndex(ctx, 'reviews', ['customer_id', 'created_at']);

  await createTableWithId(ctx, 'review_likes')
    .addColumn('review_id', 'integer', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('review_likes_review_customer_key', ['review_id', 'customer_id'])
    .execute();
  await createIndex(ctx, 'review_likes', ['customer_id']);

  await createTableWithId(ctx, 'content_pages')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('seo_title', 'text', (col) => col.notNull())
    .addColumn('seo_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('h1', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('content_pages_key_locale_key', ['key', 'locale'])
    .execute();

  await createTableWithId(ctx, 'redirect_rules')
    .addColumn('from_path', 'text', (col) => col.notNull().unique())
    .addColumn('to_path', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(301))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('redirect_rules_status_check', sql`status in (301, 302)`)
    .execute();
}

export async function down(ctx: MigrationContext): Promise<void> {
  await dropTables(ctx, ['redirect_rules', 'content_pages', 'review_likes', 'reviews']);
}
