import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/problem';
import { localizePath, type Locale } from '../../lib/locale';
import { variantSummaries } from '../products/service';
import { deleteWishList, deleteWishListItem, insertWishListItems, wishListVariantIds } from './repository';

/**
 * `POST /api/v1/wish-list/products`: a guest's wish list, which the browser keeps as variant ids.
 * In the order asked, each once; unknown and hidden variants are left out so the storefront can
 * drop them, sold-out ones kept with `in_stock: false`. Signed-in customers' lists (the
 * `wish_list_items` table) come with the profile.
 */
export async function wishListProducts(db: Kysely<Database>, locale: Locale, variantIds: readonly number[]) {
  return { items: await variantSummaries(db, variantIds, locale) };
}

/** A signed-in customer's wish list holds at most this many variants. */
export const PROFILE_WISH_LIST_LIMIT = 500;

type Db = Kysely<Database>;

/** The customer's wish-list variant ids, most recently added first. */
export async function profileWishListIds(db: Db, customerId: number) {
  const ids = await wishListVariantIds(db, customerId);
  return { product_variant_ids: ids, count: ids.length };
}

const SEO = {
  en: { title: 'My wish list', description: 'Products you saved.', h1: 'My wish list' },
  ru: { title: 'Избранное', description: 'Товары, которые вы сохранили.', h1: 'Избранное' },
} as const;

export async function profileWishList(db: Db, customerId: number, locale: Locale) {
  const { product_variant_ids: ids } = await profileWishListIds(db, customerId);
  return {
    page: { seo: { ...SEO[locale], canonical: localizePath('/profile/wish-list', locale) } },
    items: await variantSummaries(db, ids, locale),
  };
}

/** Adds a variant (once); unknown or hidden variants are 404, a full list 409. */
export async function addToProfileWishList(db: Db, customerId: number, variantId: number, locale: Locale) {
  if ((await variantSummaries(db, [variantId], locale)).length === 0)
    throw notFound('This product variant does not exist.');
  const current = await profileWishListIds(db, customerId);
  if (current.product_variant_ids.includes(variantId)) return current;
  if (current.count >= PROFILE_WISH_LIST_LIMIT)
    throw conflict(`A wish list holds at most ${PROFILE_WISH_LIST_LIMIT} products.`);
  await insertWishListItems(db, [{ customer_id: customerId, variant_id: variantId, created_at: Date.now() }]);
  return profileWishListIds(db, customerId);
}

export async function removeFromProfileWishList(db: Db, customerId: number, variantId: number) {
  await deleteWishListItem(db, customerId, variantId);
  return profileWishListIds(db, customerId);
}

/**
 * The guest list joins the profile's after sign-in: a union, in the guest's order after the
 * profile's own, unknown or hidden variants skipped, nothing past the limit.
 */
export async function mergeProfileWishList(db: Db, customerId: number, variantIds: readonly number[], locale: Locale) {
  const current = await profileWishListIds(db, customerId);
  const known = new Set((await variantSummaries(db, variantIds, locale)).map((item) => item.id));
  const have = new Set(current.product_variant_ids);
  const room = Math.max(0, PROFILE_WISH_LIST_LIMIT - have.size);
  const adding = [...new Set(variantIds)].filter((id) => known.has(id) && !have.has(id)).slice(0, room);
  const now = Date.now();
  // The guest's first item ends up newest-but-last, so the list reads in the order it was kept.
  const rows = adding.map((variant_id, index) => ({
    customer_id: customerId,
    variant_id,
    created_at: now + adding.length - index,
  }));
  await insertWishListItems(db, rows);
  return profileWishListIds(db, customerId);
}

/** Forgets the wish list of a customer whose account is deleted, in the caller's transaction. */
export const forgetWishList = (trx: Db, customerId: number) => deleteWishList(trx, customerId);
