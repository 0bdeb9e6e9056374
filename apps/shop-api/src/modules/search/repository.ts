import { sql, type Kysely } from 'kysely';
import { executePrepared, oneOf } from '../../db/database';
import type { Database, Locale } from '../../db/schema';

/** Every active product with a variant in stock: its search key, date and lowest price. */
export function searchableProducts(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_translations as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('product_variants as v', 'v.product_id', 'p.id')
    .select([
      'p.id',
      'p.created_at',
      't.search_key',
      sql<number>`min(coalesce(v.discount_price_minor, v.price_minor))`.as('price_minor'),
    ])
    .where('p.active', '=', 1)
    .where('c.active', '=', 1)
    .where('v.active', '=', 1)
    .where('v.stock', '>', 0)
    .groupBy(['p.id', 'p.created_at', 't.search_key'])
    .execute();
}

/** The shop's content pages in one language, for the pages group of the search panel. */
export function searchablePages(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('content_pages')
    .select(['key', 'path', 'title'])
    .where('locale', '=', locale)
    .where('path', '!=', '/')
    .execute();
}

/** The active, in-stock variants of these products with their colour's name, by id. */
export function hitCandidates(db: Kysely<Database>, productIds: readonly number[], locale: Locale) {
  if (productIds.length === 0) return Promise.resolve([]);
  return executePrepared(
    db,
    db
      .selectFrom('product_variants as v')
      .innerJoin('color_translations as ct', (join) =>
        join.onRef('ct.color_id', '=', 'v.color_id').on('ct.locale', '=', locale),
      )
      .select(['v.id', 'v.product_id', 'ct.name as color_name'])
      .where(oneOf(db, 'v.product_id', productIds))
      .where('v.active', '=', 1)
      .where('v.stock', '>', 0)
      .orderBy('v.id'),
  );
}
