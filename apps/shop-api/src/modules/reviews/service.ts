import type { Kysely } from 'kysely';
import type { Customer, Database, Review } from '../../db/schema';
import { forbidden, notFound, unprocessable, validationFailed } from '../../http/problem';
import { textToHtml } from '../../lib/html';
import { redactText } from '../../lib/redact';
import { localizePath, type Locale } from '../../lib/locale';
import { recordChange } from '../changes/service';
import { productUrl, variantSummaries } from '../products/service';
import { FORMER_CUSTOMER, FORMER_CUSTOMER_AUTHOR } from './constants';
import {
  allCustomerReviews,
  customerLikes,
  customerReviewIds,
  customerReviewOf,
  customerReviews,
  deleteCustomerLikes,
  deleteCustomerReview,
  deleteCustomerReviews,
  deleteReviewLike,
  detachCustomerReviews,
  findPublishedReview,
  findReview,
  findReviewedProduct,
  insertReviewLike,
  isVariantOf,
  likedReviewIds,
  paidOrderVariants,
  publishedReviews,
  ratingCounts,
  reviewedProducts,
  saveReview,
  setReviewWords,
  shiftLikesCount,
  type ReviewSort,
} from './repository';

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

type StoredReview = Pick<
  Review,
  'id' | 'author_name' | 'rating' | 'title' | 'text' | 'created_at' | 'likes_count' | 'status' | 'verified_purchase'
>;

/**
 * One review as openapi.yaml's Review: the text written as escaped HTML, an empty title as null,
 * the author of a deleted account as "Former customer" in the reader's language.
 */
function reviewAnswerOf(
  row: StoredReview,
  product: { id: number; name: string; url: string },
  likedByViewer: boolean,
  variant: { color_name: string; size_name: string } | null,
  locale: Locale,
) {
  return {
    id: row.id,
    product_id: product.id,
    product_name: product.name,
    product_url: product.url,
    author_name: row.author_name === FORMER_CUSTOMER_AUTHOR ? FORMER_CUSTOMER[locale] : row.author_name,
    rating: row.rating,
    title: row.title.trim() ? row.title : null,
    text_html: textToHtml(row.text),
    created_at: new Date(row.created_at).toISOString(),
    likes: row.likes_count,
    liked_by_me: likedByViewer,
    status: row.status,
    variant,
    verified_purchase: row.verified_purchase === 1,
  };
}

/** openapi.yaml's Pagination of a page of `total` reviews; a page past the last is empty. */
function pagination(query: { page: number; per_page: number }, total: number) {
  return {
    page: query.page,
    per_page: query.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
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
  viewerId: number | null = null,
) {
  const product = await findReviewedProduct(db, query.product_id, locale);
  if (!product) throw notFound('No such product.');
  const [rows, counts] = await Promise.all([
    publishedReviews(db, product.id, query.sort, query.per_page, (query.page - 1) * query.per_page),
    ratingCounts(db, product.id),
  ]);
  const summary = reviewSummary(counts);
  const url = productUrl(product.category_path, product.slug, locale);
  // A signed-in reader sees which of these reviews they like, so a like survives a reload.
  const liked =
    viewerId === null
      ? new Set<number>()
      : await likedReviewIds(
          db,
          viewerId,
          rows.map((row) => row.id),
        );
  return {
    // The product card's list does not name the variant bought; a single review does.
    items: rows.map((row) =>
      reviewAnswerOf(row, { id: product.id, name: product.name, url }, liked.has(row.id), null, locale),
    ),
    pagination: pagination(query, summary.count),
    summary,
  };
}

type Db = Kysely<Database>;
type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/** What a customer writes: 10 to 2,000 characters of plain text once trimmed (openapi.yaml's AddReviewRequest). */
export const REVIEW_TEXT_LENGTH = { min: 10, max: 2000 } as const;

/** "Anna K.": the first name and the last name's initial, as reviews are signed. */
export function authorName(customer: Pick<Customer, 'first_name' | 'last_name'>): string {
  const first = customer.first_name.trim();
  const initial = customer.last_name.trim().charAt(0).toUpperCase();
  const name = [first, initial && `${initial}.`].filter(Boolean).join(' ');
  return (name || 'Customer').slice(0, 100);
}

/**
 * Reviews as openapi.yaml's Review, in the order given: product names and paths, the variant
 * bought, and whether `viewerId` (a signed-in customer, or null) likes each.
 */
async function reviewAnswers(db: Db, rows: readonly ReviewRow[], locale: Locale, viewerId: number | null) {
  const productIds = [...new Set(rows.map((row) => row.product_id))];
  const variantIds = rows.flatMap((row) => (row.variant_id === null ? [] : [row.variant_id]));
  const [products, variants, liked] = await Promise.all([
    reviewedProducts(db, productIds, locale),
    variantSummaries(db, variantIds, locale),
    viewerId === null
      ? new Set<number>()
      : likedReviewIds(
          db,
          viewerId,
          rows.map((row) => row.id),
        ),
  ]);
  const productOf = new Map(products.map((product) => [product.id, product]));
  const variantOf = new Map(variants.map((variant) => [variant.id, variant]));
  return rows.map((row) => {
    const product = productOf.get(row.product_id);
    const variant = row.variant_id === null ? undefined : variantOf.get(row.variant_id);
    return reviewAnswerOf(
      row,
      {
        id: row.product_id,
        name: product?.name ?? '',
        url: product ? productUrl(product.category_path, product.slug, locale) : '',
      },
      liked.has(row.id),
      variant ? { color_name: variant.color_name, size_name: variant.size_name } : null,
      locale,
    );
  });
}

async function reviewAnswer(db: Db, row: ReviewRow, locale: Locale, viewerId: number | null) {
  const [answer] = await reviewAnswers(db, [row], locale, viewerId);
  if (!answer) throw notFound('No such review.');
  return answer;
}

/**
 * `GET /api/v1/reviews/{id}/get`: a published review of a shown product for anybody; a pending or
 * rejected one, or one of a hidden product, for its author only. 404 alike otherwise.
 */
export async function getReview(db: Db, reviewId: number, locale: Locale, viewer: Customer | null) {
  const row = await findReview(db, reviewId);
  const isAuthor = row !== undefined && viewer !== null && row.customer_id === viewer.id;
  if (!row) throw notFound('No such review.');
  if (!isAuthor) {
    const shown = row.status === 'published' && (await findReviewedProduct(db, row.product_id, locale));
    if (!shown) throw notFound('No such review.');
  }
  return reviewAnswer(db, row, locale, viewer?.id ?? null);
}

export interface ReviewInput {
  product_id: number;
  rating: number;
  title?: string | null;
  text: string;
  variant_id?: number | null;
}

/**
 * `POST /api/v1/reviews/add`: a customer who bought the product (a paid order of theirs holds one
 * of its variants) reviews it, published at once; a second add edits the first. `created` tells
 * the route whether to answer 201 or 200. Nothing is written when a rule refuses.
 */
export async function addReview(db: Db, customer: Customer, input: ReviewInput, locale: Locale) {
  const text = input.text.trim();
  const title = input.title?.trim() ?? '';
  if (text.length < REVIEW_TEXT_LENGTH.min) throw validationFailed({ text: ['validation.min_length'] });
  if (!(await findReviewedProduct(db, input.product_id, locale))) throw notFound('No such product.');
  const variantId = input.variant_id ?? null;
  if (variantId !== null && !(await isVariantOf(db, variantId, input.product_id)))
    throw unprocessable('The variant is not one of this product.', { variant_id: ['validation.invalid'] });
  const [bought] = await paidOrderVariants(db, customer.id, input.product_id);
  if (!bought) throw forbidden('Only customers who bought this product can review it.');
  const earlier = await customerReviewOf(db, customer.id, input.product_id);
  // The product's rating and count change with it: the review and its change-log entry commit together.
  const saved = await db.transaction().execute(async (trx) => {
    const review = await saveReview(
      trx,
      {
        product_id: input.product_id,
        customer_id: customer.id,
        variant_id: variantId ?? bought.variant_id,
        author_name: authorName(customer),
        rating: input.rating,
        title,
        text,
        locale,
        verified_purchase: 1,
      },
      Date.now(),
    );
    await recordChange(trx, 'product', input.product_id);
    return review;
  });
  const row = await findReview(db, saved.id);
  if (!row) throw notFound('No such review.');
  return { created: earlier === undefined, review: await reviewAnswer(db, row, locale, customer.id) };
}

/**
 * `POST /api/v1/reviews/{id}/toggle-like`: the customer likes a published review, or takes their
 * like back. The like row and the count move in one transaction, each by the row it really added
 * or removed (the unique key on review and customer), so parallel toggles leave the count equal to
 * the rows.
 */
export async function toggleReviewLike(db: Db, customerId: number, reviewId: number) {
  return db.transaction().execute(async (trx) => {
    if (!(await findPublishedReview(trx, reviewId))) throw notFound('No such review.');
    if (await deleteReviewLike(trx, reviewId, customerId))
      return { liked: false, likes: await shiftLikesCount(trx, reviewId, -1) };
    const added = await insertReviewLike(trx, reviewId, customerId, Date.now());
    return { liked: true, likes: await shiftLikesCount(trx, reviewId, added ? 1 : 0) };
  });
}

const PROFILE_REVIEWS_SEO = {
  en: { title: 'My reviews', description: 'Reviews you wrote.', h1: 'My reviews' },
  ru: { title: 'Мои отзывы', description: 'Отзывы, которые вы написали.', h1: 'Мои отзывы' },
} as const;

/** `GET /api/v1/profile/reviews`: a page of the customer's reviews, newest first. */
export async function profileReviews(
  db: Db,
  customerId: number,
  locale: Locale,
  query: { page: number; per_page: number },
) {
  const { rows, total } = await customerReviews(db, customerId, query.per_page, (query.page - 1) * query.per_page);
  return {
    page: { seo: { ...PROFILE_REVIEWS_SEO[locale], canonical: localizePath('/profile/reviews', locale) } },
    items: await reviewAnswers(db, rows, locale, customerId),
    pagination: pagination(query, total),
  };
}

/** `GET /api/v1/profile/reviews/{reviewId}/get`: one of the customer's reviews; anybody else's is 404. */
export async function profileReview(db: Db, customerId: number, reviewId: number, locale: Locale) {
  const row = await findReview(db, reviewId);
  if (!row || row.customer_id !== customerId) throw notFound('No such review.');
  return reviewAnswer(db, row, locale, customerId);
}

/** openapi.yaml's ReviewableProductList holds at most this many products. */
const REVIEWABLE_PRODUCTS_LIMIT = 200;

/**
 * `GET /api/v1/profile/reviews/get`: the products of the customer's paid orders, one entry per
 * product (the variant of its latest order, whose picture it shows), newest first, with the
 * customer's review of it if any. Products no longer shown, or without a picture, are left out.
 */
export async function reviewableProducts(db: Db, customerId: number, locale: Locale) {
  const latest = new Map<number, { variant_id: number; created_at: number }>();
  for (const row of await paidOrderVariants(db, customerId))
    if (!latest.has(row.product_id)) latest.set(row.product_id, row);
  const [variants, reviews] = await Promise.all([
    variantSummaries(
      db,
      [...latest.values()].map((entry) => entry.variant_id),
      locale,
    ),
    customerReviewIds(db, customerId),
  ]);
  const reviewOf = new Map(reviews.map((row) => [row.product_id, row.id]));
  const variantOf = new Map(variants.map((variant) => [variant.id, variant]));
  const items = [...latest.entries()].flatMap(([productId, entry]) => {
    const variant = variantOf.get(entry.variant_id);
    if (!variant?.image) return [];
    const reviewId = reviewOf.get(productId) ?? null;
    return [
      {
        product_id: productId,
        product_name: variant.product_name,
        product_url: variant.product_url,
        image: variant.image,
        ordered_at: new Date(entry.created_at).toISOString(),
        reviewed: reviewId !== null,
        review_id: reviewId,
      },
    ];
  });
  return { items: items.slice(0, REVIEWABLE_PRODUCTS_LIMIT) };
}

/**
 * `POST /api/v1/profile/reviews/{reviewId}/delete`: deletes the customer's own review with its
 * likes (ratings are computed from the rows, so they follow at once). Anybody else's: 404.
 */
export async function deleteProfileReview(db: Db, customerId: number, reviewId: number) {
  const deleted = await db.transaction().execute(async (trx) => {
    const review = await findReview(trx, reviewId);
    if (!review || !(await deleteCustomerReview(trx, customerId, reviewId))) return false;
    await recordChange(trx, 'product', review.product_id);
    return true;
  });
  if (!deleted) throw notFound('No such review.');
  return { ok: true as const };
}

/**
 * What an account's deletion does to reviews, in its transaction: the customer's likes are taken
 * back (counts recounted); their reviews stay under "Former customer" without a link to them and
 * with every mention of `needles` (from `personalNeedles`) replaced, or are deleted with their
 * likes when `keepReviews` is false. Answers the products whose rating that changed, for the
 * caller's change-log entry (`recordProductChanges`, last in its transaction).
 */
export async function forgetReviewer(
  trx: Db,
  customerId: number,
  keepReviews: boolean,
  needles: readonly string[],
): Promise<number[]> {
  await deleteCustomerLikes(trx, customerId);
  if (!keepReviews) {
    const products = (await allCustomerReviews(trx, customerId)).map((review) => review.product_id);
    await deleteCustomerReviews(trx, customerId);
    return products;
  }
  const now = Date.now();
  // What they wrote stays, but not where it names them (their e-mail, names or phone).
  for (const row of await allCustomerReviews(trx, customerId)) {
    const words = { title: redactText(row.title, needles), text: redactText(row.text, needles) };
    if (words.title !== row.title || words.text !== row.text) await setReviewWords(trx, row.id, words, now);
  }
  await detachCustomerReviews(trx, customerId, FORMER_CUSTOMER_AUTHOR, now);
  return [];
}

/** The customer's reviews (as Review) and likes, for the data export. */
export async function reviewerData(db: Db, customerId: number, locale: Locale) {
  const [rows, likes] = await Promise.all([allCustomerReviews(db, customerId), customerLikes(db, customerId)]);
  return {
    reviews: await reviewAnswers(db, rows, locale, customerId),
    likes: likes.map((like) => ({
      review_id: like.review_id,
      product_id: like.product_id,
      liked_at: new Date(Number(like.created_at)).toISOString(),
    })),
  };
}
