import { sql, type Kysely } from 'kysely';
import type { Database, Locale } from '../../db/schema';

export type ReviewSort = 'newest' | 'rating' | 'helpful';

/** An active product of an active category, with its name and path, or undefined. */
export function findReviewedProduct(db: Kysely<Database>, productId: number, locale: Locale) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_translations as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.slug', 't.name', 'c.path as category_path'])
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
