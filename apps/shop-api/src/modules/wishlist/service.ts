import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Locale } from '../../lib/locale';
import { variantSummaries } from '../products/service';

/**
 * `POST /api/v1/wish-list/products`: a guest's wish list, which the browser keeps as variant ids.
 * In the order asked, each once; unknown and hidden variants are left out so the storefront can
 * drop them, sold-out ones kept with `in_stock: false`. Signed-in customers' lists (the
 * `wish_list_items` table) come with the profile.
 */
export async function wishListProducts(db: Kysely<Database>, locale: Locale, variantIds: readonly number[]) {
  return { items: await variantSummaries(db, variantIds, locale) };
}
