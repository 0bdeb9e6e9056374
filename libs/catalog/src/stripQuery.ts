import { getGetProductListSuspenseQueryOptions, type GetProductListList } from '@shop/api';
import type { Locale } from '@shop/i18n';

// The catalogue's queries are a module each: the catalogue route's loader (in every page's entry)
// takes `catalogPageQuery` alone, and the home's strips and the search page bring their own.

export type ProductListName = GetProductListList;

/** How many cards a strip shows. */
export const STRIP_LIMIT = 12;

/** A product strip (new, sale, best sellers, or a category's), as product card summaries. */
export const productListQuery = (list: ProductListName, locale: Locale, limit = STRIP_LIMIT) =>
  getGetProductListSuspenseQueryOptions({ list, limit, lang: locale });
