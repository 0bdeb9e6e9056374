import { sql, type Kysely } from 'kysely';
import type { Database, Locale } from '../../db/schema';

export type ReviewSort = 'newest' | 'rating' | 'helpful';

/** Products with their name in one language and their category's path (what a product link needs). */
const namedProducts = (db: Kysely<Database>, locale: Locale) =>
  db
    .selectFrom('products as p')
    .innerJoin('product_translations as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.slug', 't.name', 'c.path as category_path']);

/** An active product of an active category, with its name and path, or undefined. */
export function findReviewedProduct(db: Kysely<Database>, productId: number, locale: Locale) {
  return namedProducts(db, locale)
    .where('p.id', '=', productId)
    .where('p.active', '=', 1)
    .where('c.active', '=', 1)
    .executeTakeFirst();
}

const published = (db: Kysely<Database>, productId: number) =>
  db.selectFrom('reviews').where('product_id', '=', productId).where('status', '=', 'published');

/** One page of a product's published reviews in the order asked for (ties: newest first). */
export function publishedReviews(
  db: Kysely<Database>,
  productId: number,
  sort: ReviewSort,
  limit: number,
  offset: number,
) {
  let query = published(db, productId).select([
    'id',
    'author_name',
    'rating',
    'title',
    'text',
    'status',
    'likes_count',
    'verified_purchase',
    'created_at',
  ]);
  if (sort === 'rating') query = query.orderBy('rating', 'desc');
  if (sort === 'helpful') query = query.orderBy('likes_count', 'desc');
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** How many published reviews a product has per star rating. */
export function ratingCounts(db: Kysely<Database>, productId: number) {
  return published(db, productId)
    .select(['rating', sql<number | string>`count(*)`.as('count')])
    .groupBy('rating')
    .execute();
}

type Db = Kysely<Database>;

/** The columns a review answer is built from. */
const REVIEW_COLUMNS = [
  'r.id',
  'r.product_id',
  'r.customer_id',
  'r.variant_id',
  'r.author_name',
  'r.rating',
  'r.title',
  'r.text',
  'r.status',
  'r.likes_count',
  'r.verified_purchase',
  'r.created_at',
] as const;

export function findReview(db: Db, reviewId: number) {
  return db.selectFrom('reviews as r').select(REVIEW_COLUMNS).where('r.id', '=', reviewId).executeTakeFirst();
}

/** A customer's review of a product, if they wrote one. */
export function customerReviewOf(db: Db, customerId: number, productId: number) {
  return db
    .selectFrom('reviews')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/** The customer's reviews by product. */
export function customerReviewIds(db: Db, customerId: number) {
  return db.selectFrom('reviews').select(['id', 'product_id']).where('customer_id', '=', customerId).execute();
}

/** One page of a customer's reviews, newest first, and how many they wrote. */
export async function customerReviews(db: Db, customerId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('reviews as r')
      .select(REVIEW_COLUMNS)
      .where('r.customer_id', '=', customerId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('reviews')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** Names and paths of the given products (hidden ones too: an author still sees their review). */
export function reviewedProducts(db: Db, productIds: readonly number[], locale: Locale) {
  if (productIds.length === 0) return Promise.resolve([]);
  return namedProducts(db, locale).where('p.id', 'in', productIds).execute();
}

/** Which of the given reviews the customer likes. */
export async function likedReviewIds(db: Db, customerId: number, reviewIds: readonly number[]) {
  if (reviewIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('review_likes')
    .select('review_id')
    .where('customer_id', '=', customerId)
    .where('review_id', 'in', reviewIds)
    .execute();
  return new Set(rows.map((row) => row.review_id));
}

/**
 * The variants of a customer's paid orders with when each order was placed, newest first: what
 * they bought, and so may review.
 */
export function paidOrderVariants(db: Db, customerId: number, productId?: number) {
  let query = db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('product_variants as v', 'v.id', 'l.variant_id')
    .select(['v.product_id', 'v.id as variant_id', 'o.created_at'])
    .where('o.customer_id', '=', customerId)
    .where('o.payment_state', '=', 'paid');
  if (productId !== undefined) query = query.where('v.product_id', '=', productId);
  return query.orderBy('o.created_at', 'desc').orderBy('l.id', 'desc').execute();
}

/** Whether the variant belongs to the product. */
export async function isVariantOf(db: Db, variantId: number, productId: number) {
  const row = await db
    .selectFrom('product_variants')
    .select('id')
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ReviewDraft {
  product_id: number;
  customer_id: number;
  variant_id: number | null;
  author_name: string;
  rating: number;
  title: string;
  text: string;
  locale: Locale;
  verified_purchase: 0 | 1;
}

/**
 * Writes the customer's review of the product: a new row, or their earlier one edited (the unique
 * index on product and customer decides, so two adds at once leave one review). Likes are kept.
 */
export function saveReview(db: Db, draft: ReviewDraft, now: number) {
  return db
    .insertInto('reviews')
    .values({ ...draft, status: 'published', likes_count: 0, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['product_id', 'customer_id']).doUpdateSet({
        variant_id: draft.variant_id,
        author_name: draft.author_name,
        rating: draft.rating,
        title: draft.title,
        text: draft.text,
        locale: draft.locale,
        verified_purchase: draft.verified_purchase,
        status: 'published',
        updated_at: now,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A published review's id, or undefined. */
export function findPublishedReview(db: Db, reviewId: number) {
  return db
    .selectFrom('reviews')
    .select('id')
    .where('id', '=', reviewId)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** Takes the customer's like of a review back; true when there was one. */
export async function deleteReviewLike(db: Db, reviewId: number, customerId: number) {
  const result = await db
    .deleteFrom('review_likes')
    .where('review_id', '=', reviewId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Records the customer's like of a review; false when it was already there (the unique key). */
export async function insertReviewLike(db: Db, reviewId: number, customerId: number, now: number) {
  const result = await db
    .insertInto('review_likes')
    .values({ review_id: reviewId, customer_id: customerId, created_at: now })
    .onConflict((oc) => oc.columns(['review_id', 'customer_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Moves a review's like count by one like row added (+1) or removed (-1), relative to the stored
 * value, so concurrent toggles each count their own row; answers the new count.
 */
export async function shiftLikesCount(db: Db, reviewId: number, by: 1 | -1 | 0) {
  const row = await db
    .updateTable('reviews')
    .set({ likes_count: sql<number>`likes_count + ${by}` })
    .where('id', '=', reviewId)
    .returning('likes_count')
    .executeTakeFirstOrThrow();
  return row.likes_count;
}

/** Every review of a customer, newest first (the data export). */
export function allCustomerReviews(db: Db, customerId: number) {
  return db
    .selectFrom('reviews as r')
    .select(REVIEW_COLUMNS)
    .where('r.customer_id', '=', customerId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** The reviews a customer likes, with their products and when, newest first. */
export function customerLikes(db: Db, customerId: number) {
  return db
    .selectFrom('review_likes as l')
    .innerJoin('reviews as r', 'r.id', 'l.review_id')
    .select(['l.review_id', 'r.product_id', 'l.created_at'])
    .where('l.customer_id', '=', customerId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}

/** Deletes a review of the customer with its likes; false when they wrote no such review. */
export async function deleteCustomerReview(db: Db, customerId: number, reviewId: number): Promise<boolean> {
  const own = await db
    .selectFrom('reviews')
    .select('id')
    .where('id', '=', reviewId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!own) return false;
  await db.deleteFrom('review_likes').where('review_id', '=', reviewId).execute();
  const result = await db
    .deleteFrom('reviews')
    .where('id', '=', reviewId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Takes back every like of a customer; the liked reviews' counts are recounted from the rows left.
 * In the caller's transaction.
 */
export async function deleteCustomerLikes(db: Db, customerId: number): Promise<void> {
  const liked = await db.selectFrom('review_likes').select('review_id').where('customer_id', '=', customerId).execute();
  if (liked.length === 0) return;
  await db.deleteFrom('review_likes').where('customer_id', '=', customerId).execute();
  await db
    .updateTable('reviews')
    .set((eb) => ({
      likes_count: eb
        .selectFrom('review_likes')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('review_likes.review_id', '=', 'reviews.id'),
    }))
    .where(
      'id',
      'in',
      liked.map((row) => row.review_id),
    )
    .execute();
}

/** Keeps a customer's reviews without them: no customer, the stored author `author`. */
export async function detachCustomerReviews(db: Db, customerId: number, author: string, now: number): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ customer_id: null, author_name: author, updated_at: now })
    .where('customer_id', '=', customerId)
    .execute();
}

/** Rewrites a review's title and text (the author's personal data taken out of them). */
export async function setReviewWords(db: Db, reviewId: number, words: { title: string; text: string }, now: number) {
  await db
    .updateTable('reviews')
    .set({ ...words, updated_at: now })
    .where('id', '=', reviewId)
    .execute();
}

/** Deletes every review of a customer with the likes they got. In the caller's transaction. */
export async function deleteCustomerReviews(db: Db, customerId: number): Promise<void> {
  await db
    .deleteFrom('review_likes')
    .where('review_id', 'in', (eb) => eb.selectFrom('reviews').select('id').where('customer_id', '=', customerId))
    .execute();
  await db.deleteFrom('reviews').where('customer_id', '=', customerId).execute();
}
