import type { Kysely } from 'kysely';
import type { Database, Locale } from '../../db/schema';
import { inCategoryTree } from '../../db/category-tree';

/** One content page in one language by its storefront path (`/about-us`, `/size-guide`, `/`). */
export function findContentPage(db: Kysely<Database>, path: string, locale: Locale) {
  return db
    .selectFrom('content_pages')
    .selectAll()
    .where('path', '=', path)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

/** Size charts of the size guide, in one language. */
export function listSizeCharts(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('size_charts')
    .select(['title', 'columns', 'rows'])
    .where('locale', '=', locale)
    .orderBy('id')
    .execute();
}

/** An image of a product of the given silhouette, for the home page's hero. */
export function findShapeImage(db: Kysely<Database>, shape: string) {
  return db
    .selectFrom('product_images as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.path', 'i.width', 'i.height'])
    .where('p.shape', '=', shape)
    .orderBy('i.id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * A category's cover: the first picture of the oldest active product in it or under it (a
 * category path and its descendants, `women` and `women/…`), or undefined for an empty one.
 */
export function findCategoryCover(db: Kysely<Database>, categoryPath: string) {
  return db
    .selectFrom('product_images as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['i.path', 'i.width', 'i.height'])
    .where('p.active', '=', 1)
    .where(inCategoryTree(categoryPath))
    .orderBy('p.id')
    .orderBy('i.sort')
    .orderBy('i.id')
    .limit(1)
    .executeTakeFirst();
}
