import { sql, type Kysely } from 'kysely';
import type { Database, Locale } from '../../db/schema';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  uri: string;
  path: string;
  weight: number;
  collapse: number;
  active: number;
  name: string;
  seo_title: string;
  seo_description: string;
}

/** Categories with their names in one language, as `CategoryRow`s. */
function categoriesInLocale(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('categories as c')
    .innerJoin('category_translations as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale),
    )
    .select([
      'c.id',
      'c.parent_id',
      'c.uri',
      'c.path',
      'c.weight',
      'c.collapse',
      'c.active',
      't.name',
      't.seo_title',
      't.seo_description',
    ]);
}

/** Every category with its name in one language, ordered by weight then name. */
export function listCategories(db: Kysely<Database>, locale: Locale): Promise<CategoryRow[]> {
  return categoriesInLocale(db, locale).orderBy('c.weight').orderBy('t.name').execute();
}

/** An active category by its full path (`women/swimsuits`), with its name in one language. */
export function findCategoryByPath(
  db: Kysely<Database>,
  path: string,
  locale: Locale,
): Promise<CategoryRow | undefined> {
  return categoriesInLocale(db, locale).where('c.path', '=', path).where('c.active', '=', 1).executeTakeFirst();
}

/**
 * The variants a listing filters and sorts by: active and in stock, of active products in these
 * categories (a category and those under it; every category for the all-products listing), with
 * their colour, size and price with discount. Ids rather than a path condition, so the products'
 * category index picks the rows.
 */
export function listingVariants(db: Kysely<Database>, categoryIds: readonly number[], locale: Locale) {
  return db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('colors as co', 'co.id', 'v.color_id')
    .innerJoin('color_translations as ct', (join) =>
      join.onRef('ct.color_id', '=', 'co.id').on('ct.locale', '=', locale),
    )
    .innerJoin('sizes as s', 's.id', 'v.size_id')
    .leftJoin('size_translations as st', (join) => join.onRef('st.size_id', '=', 's.id').on('st.locale', '=', locale))
    .select([
      'v.id',
      'v.product_id',
      'p.created_at',
      'co.code as color',
      'co.hex',
      'ct.name as color_name',
      's.code as size',
      sql<string>`coalesce(st.label, s.label)`.as('size_label'),
      's.sort_order as size_order',
      sql<number>`coalesce(v.discount_price_minor, v.price_minor)`.as('price_minor'),
    ])
    .where('v.active', '=', 1)
    .where('v.stock', '>', 0)
    .where('p.active', '=', 1)
    .where('c.active', '=', 1)
    .where('p.category_id', 'in', categoryIds.length ? [...categoryIds] : [0])
    .execute();
}

/** An active product of an active category by its slug and its category's path. */
export function findProductByPath(db: Kysely<Database>, categoryPath: string, slug: string, locale: Locale) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('product_translations as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .select([
      'p.id',
      'p.slug',
      'p.category_id',
      'c.path as category_path',
      't.name',
      't.description_html',
      't.material',
    ])
    .where('p.slug', '=', slug)
    .where('c.path', '=', categoryPath)
    .where('p.active', '=', 1)
    .where('c.active', '=', 1)
    .executeTakeFirst();
}

/** Every active variant of a product, in stock or not, with its colour and size. */
export function productVariants(db: Kysely<Database>, productId: number, locale: Locale) {
  return db
    .selectFrom('product_variants as v')
    .innerJoin('colors as co', 'co.id', 'v.color_id')
    .innerJoin('color_translations as ct', (join) =>
      join.onRef('ct.color_id', '=', 'co.id').on('ct.locale', '=', locale),
    )
    .innerJoin('sizes as s', 's.id', 'v.size_id')
    .leftJoin('size_translations as st', (join) => join.onRef('st.size_id', '=', 's.id').on('st.locale', '=', locale))
    .select([
      'v.id',
      'v.sku',
      'v.color_id',
      'v.size_id',
      'v.price_minor',
      'v.discount_price_minor',
      'v.stock',
      'v.weight_grams',
      'v.length_mm',
      'v.width_mm',
      'v.height_mm',
      'v.volume_cm3',
      'co.hex',
      'ct.name as color_name',
      sql<string>`coalesce(st.label, s.label)`.as('size_label'),
      's.sort_order as size_order',
    ])
    .where('v.product_id', '=', productId)
    .where('v.active', '=', 1)
    .orderBy('v.id')
    .execute();
}

export function productImages(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('product_images')
    .select(['id', 'color_id', 'path', 'width', 'height'])
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Every category's place in the tree, for moving one with its subtree. */
export function categoryPlaces(db: Kysely<Database>) {
  return db.selectFrom('categories').select(['id', 'parent_id', 'uri', 'path']).execute();
}

export async function setCategoryPlace(db: Kysely<Database>, id: number, place: { uri?: string; path: string }) {
  await db.updateTable('categories').set(place).where('id', '=', id).execute();
}

/** The slug and category of every product in the categories. */
export function productSlugsIn(db: Kysely<Database>, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(['slug', 'category_id']).where('category_id', 'in', categoryIds).execute();
}
