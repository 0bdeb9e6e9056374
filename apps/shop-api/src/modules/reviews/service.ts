import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/problem';
import { textToHtml } from '../../lib/html';
import type { Locale } from '../../lib/locale';
import { productUrl } from '../products/service';
import { findReviewedProduct, publishedReviews, ratingCounts, type ReviewSort } from './repository';

const STAR_NAMES = ['one', 'two', 'three', 'four', 'five'] as const;

/** The rating summary: average to one decimal (null without reviews), count, and count per star. */
export function reviewSummary(counts: ReadonlyArray<{ rating: number; count: number | string }>) {
  const distribution = { one: 0, two: 0, three: 0, four: 0, five: 0 };
  let total = 0;
  let sum = 0;
  for (const row of counts) {
    const name = STAR_NAMES[row.rating - 1];
    if (!name) continue;
    const count = Number(row.count);
    distribution[name] = count;
    total += count;
    sum += count * row.rating;
  }
  return { average: total === 0 ? null : Math.round((sum / total) * 10) / 10, count: total, distribution };
}

/**
 * `GET /api/v1/reviews/product-card`: a page of a product's published reviews and the summary
 * over all of them. A page past the last is an empty list. `liked_by_me` needs a signed-in
 * customer (the auth issue); until then every caller is a guest, who liked nothing.
 */
export async function productCardReviews(
  db: Kysely<Database>,
  locale: Locale,
  query: { product_id: number; page: number; per_page: number; sort: ReviewSort },
) {
  const product = await findReviewedProduct(db, query.product_id, locale);
  if (!product) throw notFound('No such product.');
  const [rows, counts] = await Promise.all([
    publishedReviews(db, product.id, query.sort, query.per_page, (query.page - 1) * query.per_page),
    ratingCounts(db, product.id),
  ]);
  const summary = reviewSummary(counts);
  const url = productUrl(product.category_path, product.slug, locale);
  return {
    items: rows.map((row) => ({
      id: row.id,
      product_id: product.id,
      product_name: product.name,
      product_url: url,
      author_name: row.author_name,
      rating: row.rating,
      title: row.title.trim() ? row.title : null,
      text_html: textToHtml(row.text),
      created_at: new Date(row.created_at).toISOString(),
      likes: row.likes_count,
      liked_by_me: false,
      status: row.status,
      // Reviews do not record the variant bought yet; reviews written from an order will.
      variant: null,
    })),
    pagination: {
      page: query.page,
      per_page: query.per_page,
      total: summary.count,
      last_page: Math.max(1, Math.ceil(summary.count / query.per_page)),
    },
    summary,
  };
}
