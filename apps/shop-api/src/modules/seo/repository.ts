import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The products a shopper can open: active, in an active category, with at least one active
 * variant (the card answers 404 otherwise), each with its first picture and last change.
 */
export function indexableProducts(db: Kysely<Database>) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.slug',
      'p.category_id',
      'p.updated_at',
      'c.path as category_path',
      (eb) =>
        eb
          .selectFrom('product_images as i')
          .select('i.path')
          .whereRef('i.product_id', '=', 'p.id')
          .orderBy('i.sort')
          .orderBy('i.id')
          .limit(1)
          .as('image_path'),
    ])
    .where('p.active', '=', 1)
    .where('c.active', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_variants as v')
          .select(sql<number>`1`.as('one'))
          .whereRef('v.product_id', '=', 'p.id')
          .where('v.active', '=', 1),
      ),
    )
    .orderBy('p.id')
    .execute();
}

/** The active categories with their path and creation time. */
export function activeCategories(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .select(['id', 'path', 'created_at'])
    .where('active', '=', 1)
    .orderBy('weight')
    .orderBy('path')
    .execute();
}

/** The latest change of each content page (over its languages), by its locale-neutral path. */
export function contentPageChanges(db: Kysely<Database>, paths: readonly string[]) {
  return db
    .selectFrom('content_pages')
    .select(['path', sql<number>`max(updated_at)`.as('updated_at')])
    .where('path', 'in', [...paths])
    .groupBy('path')
    .execute();
}
