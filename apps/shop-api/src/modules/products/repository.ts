import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { executePrepared, isOneOf, oneOf, PREPARED } from '../../db/database';
import type { Database, Locale, ProductVariant } from '../../db/schema';
import { inCategoryTree } from '../../db/category-tree';

/** Orders in these states never count as sales. */
const UNSOLD_ORDER_STATUSES = ['cancelled'] as const;

/** Active products with at least one active variant in stock. */
function listable(db: Kysely<Database>) {
  return db
    .selectFrom('products as p')
    .where('p.active', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_variants as v')
          .select('v.id')
          .whereRef('v.product_id', '=', 'p.id')
          .where('v.active', '=', 1)
          .where('v.stock', '>', 0),
      ),
    );
}

/**
 * The ids of the first `limit` products of a query over `products as p`, after its own order with
 * ties broken newest first, as every product strip breaks them.
 */
async function firstIdsNewestFirst<DB, TB extends keyof DB, O extends { id: number }>(
  query: SelectQueryBuilder<DB, TB, O>,
  limit: number,
): Promise<number[]> {
  // References rather than column names: the query's tables are a type parameter here.
  const rows = await query
    .orderBy(sql.ref('p.created_at'), 'desc')
    .orderBy(sql.ref('p.id'), 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The newest listable products. */
export function newestProductIds(db: Kysely<Database>, limit: number): Promise<number[]> {
  return firstIdsNewestFirst(listable(db).select('p.id'), limit);
}

/** Listable products with a discounted variant in stock, the deepest discount first. */
export function saleProductIds(db: Kysely<Database>, limit: number): Promise<number[]> {
  const deepestFirst = listable(db)
    .innerJoin('product_variants as d', 'd.product_id', 'p.id')
    .where('d.active', '=', 1)
    .where('d.stock', '>', 0)
    .where('d.discount_price_minor', 'is not', null)
    .select(['p.id', sql<number>`max((d.price_minor - d.discount_price_minor) * 100 / d.price_minor)`.as('percent')])
    .groupBy(['p.id', 'p.created_at'])
    .orderBy('percent', 'desc');
  return firstIdsNewestFirst(deepestFirst, limit);
}

/** Units sold per product over orders that were not cancelled. */
function soldUnits(db: Kysely<Database>) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .where('o.status', 'not in', UNSOLD_ORDER_STATUSES)
    .where('l.product_id', 'is not', null)
    .select(['l.product_id', sql<number>`sum(l.quantity)`.as('sold')])
    .groupBy('l.product_id');
}

/** Listable products by units sold, then by published reviews, then newest. */
export async function bestsellerProductIds(db: Kysely<Database>, limit: number): Promise<number[]> {
  const reviewed = db
    .selectFrom('reviews as r')
    .where('r.status', '=', 'published')
    .select(['r.product_id', sql<number>`count(*)`.as('reviews')])
    .groupBy('r.product_id');
  const mostSoldFirst = listable(db)
    .leftJoin(soldUnits(db).as('s'), 's.product_id', 'p.id')
    .leftJoin(reviewed.as('rv'), 'rv.product_id', 'p.id')
    .select('p.id')
    .orderBy(sql`coalesce(s.sold, 0)`, 'desc')
    .orderBy(sql`coalesce(rv.reviews, 0)`, 'desc');
  return firstIdsNewestFirst(mostSoldFirst, limit);
}

/** The ids of the products that sold most (at least one unit), for the bestseller badge. */
export async function topSellerIds(db: Kysely<Database>, limit: number): Promise<Set<number>> {
  const rows = await soldUnits(db).orderBy('sold', 'desc').limit(limit).execute();
  return new Set(rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id])));
}

/** Listable products of a category path and everything under it, newest first. */
export function categoryProductIds(db: Kysely<Database>, categoryPath: string, limit: number): Promise<number[]> {
  const inCategory = listable(db)
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .where('c.active', '=', 1)
    .where(inCategoryTree(categoryPath))
    .select('p.id');
  return firstIdsNewestFirst(inCategory, limit);
}

export function findCategoryPath(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('categories')
    .select('path')
    .where('id', '=', categoryId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

interface CardProductRow {
  id: number;
  slug: string;
  created_at: number;
  name: string;
  category_path: string;
}

/** What a card and a variant summary both read of a variant: its price and stock. */
type VariantPriceRow = Pick<
  ProductVariant,
  'id' | 'product_id' | 'color_id' | 'price_minor' | 'discount_price_minor' | 'stock'
>;

interface CardVariantRow extends VariantPriceRow {
  hex: string;
  color_name: string;
  size_label: string;
  size_order: number;
}

interface CardImageRow {
  product_id: number;
  color_id: number | null;
  path: string;
  width: number;
  height: number;
}

interface CardRatingRow {
  product_id: number;
  average: number | string;
  count: number | string;
}

/**
 * Everything a product card summary shows, for the given products (active ones only). Every list
 * of cards (search pages, strips, wish lists) asks for it, so the four queries are written as SQL
 * and kept prepared (see db/README.md): built, PostgreSQL planned each of them on every call.
 */
export async function loadCardData(db: Kysely<Database>, productIds: readonly number[], locale: Locale) {
  if (productIds.length === 0) return { products: [], variants: [], images: [], ratings: [] };
  const ids = isOneOf(db, productIds);
  const [products, variants, images, ratings] = await Promise.all([
    sql<CardProductRow>`${sql.raw(PREPARED)}
      select p.id, p.slug, p.created_at, t.name, c.path as category_path
      from products p
        join product_translations t on t.product_id = p.id and t.locale = ${locale}
        join categories c on c.id = p.category_id
      where p.id ${ids} and p.active = 1 and c.active = 1`.execute(db),
    sql<CardVariantRow>`${sql.raw(PREPARED)}
      select v.id, v.product_id, v.color_id, v.price_minor, v.discount_price_minor, v.stock, co.hex,
        ct.name as color_name, coalesce(st.label, s.label) as size_label, s.sort_order as size_order
      from product_variants v
        join colors co on co.id = v.color_id
        join color_translations ct on ct.color_id = co.id and ct.locale = ${locale}
        join sizes s on s.id = v.size_id
        left join size_translations st on st.size_id = s.id and st.locale = ${locale}
      where v.product_id ${ids} and v.active = 1
      order by v.id`.execute(db),
    sql<CardImageRow>`${sql.raw(PREPARED)}
      select product_id, color_id, path, width, height from product_images
      where product_id ${ids} order by sort, id`.execute(db),
    sql<CardRatingRow>`${sql.raw(PREPARED)}
      select product_id, avg(rating) as average, count(*) as count from reviews
      where product_id ${ids} and status = 'published' group by product_id`.execute(db),
  ]);
  return { products: products.rows, variants: variants.rows, images: images.rows, ratings: ratings.rows };
}

interface VariantDataRow extends VariantPriceRow {
  slug: string;
  product_name: string;
  category_path: string;
  category_name: string;
  hex: string;
  color_name: string;
  size_label: string;
}

/**
 * Everything a variant summary shows (cart lines, wish list, search hits), for the given variants
 * of active products in active categories, with the images of their products.
 */
export async function loadVariantData(db: Kysely<Database>, variantIds: readonly number[], locale: Locale) {
  if (variantIds.length === 0) return { variants: [], images: [] };
  // Written as SQL and kept prepared (see db/README.md): an eight-table join costs PostgreSQL far
  // more to plan than to run, and carts, wish lists and every checkout ask for it.
  const { rows: variants } = await sql<VariantDataRow>`${sql.raw(PREPARED)}
    select v.id, v.product_id, v.color_id, v.price_minor, v.discount_price_minor, v.stock, p.slug,
      t.name as product_name, c.path as category_path, ct.name as category_name, co.hex,
      cot.name as color_name, coalesce(st.label, s.label) as size_label
    from product_variants v
      join products p on p.id = v.product_id
      join product_translations t on t.product_id = p.id and t.locale = ${locale}
      join categories c on c.id = p.category_id
      join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
      join colors co on co.id = v.color_id
      join color_translations cot on cot.color_id = co.id and cot.locale = ${locale}
      join sizes s on s.id = v.size_id
      left join size_translations st on st.size_id = s.id and st.locale = ${locale}
    where v.id ${isOneOf(db, variantIds)} and v.active = 1 and p.active = 1 and c.active = 1`.execute(db);
  const productIds = [...new Set(variants.map((variant) => variant.product_id))];
  const images = productIds.length
    ? await executePrepared(
        db,
        db
          .selectFrom('product_images')
          .select(['product_id', 'color_id', 'path', 'width', 'height'])
          .where(oneOf(db, 'product_id', productIds))
          .orderBy('sort')
          .orderBy('id'),
      )
    : [];
  return { variants, images };
}

/** The active categories' parent links, for walking a category's ancestry. */
export function categoryLinks(db: Kysely<Database>) {
  return db.selectFrom('categories').select(['id', 'parent_id']).where('active', '=', 1).execute();
}

export function findProductCategory(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('products')
    .select('category_id')
    .where('id', '=', productId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** Size charts of these categories in one language. */
export function sizeChartsOf(db: Kysely<Database>, categoryIds: readonly number[], locale: Locale) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('size_charts')
    .select(['category_id', 'title', 'columns', 'rows'])
    .where('category_id', 'in', [...categoryIds])
    .where('locale', '=', locale)
    .execute();
}

/** A product's slug and its category's path, which make its URL; undefined when there is no such product. */
export function productPathRow(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.slug', 'p.category_id', 'c.path as category_path'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

export function categoryPathById(db: Kysely<Database>, categoryId: number) {
  return db.selectFrom('categories').select('path').where('id', '=', categoryId).executeTakeFirst();
}

export async function setProductPath(
  db: Kysely<Database>,
  productId: number,
  path: { slug: string; category_id: number },
  now: number,
): Promise<void> {
  await db
    .updateTable('products')
    .set({ ...path, updated_at: now })
    .where('id', '=', productId)
    .execute();
}
