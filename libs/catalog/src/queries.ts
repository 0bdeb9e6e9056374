import { getGetCatalogTreeSuspenseQueryOptions, getGetProductListSuspenseQueryOptions, type GetProductListList } from '@shop/api';
import type { Locale } from '@shop/i18n';

/** The category tree of the menus: top-level categories by weight, each with its children. */
export const catalogTreeQuery = (locale: Locale) => getGetCatalogTreeSuspenseQueryOptions({ lang: locale });

export type ProductListName = GetProductListList;

/** How many cards a strip shows. */
export const STRIP_LIMIT = 12;

/** A product strip (new, sale, best sellers, or a category's), as product card summaries. */
export const productListQuery = (list: ProductListName, locale: Locale, limit = STRIP_LIMIT) =>
  getGetProductListSuspenseQueryOptions({ list, limit, lang: locale });
