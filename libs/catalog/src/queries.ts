import {
  getGetCatalogSearchPageSuspenseQueryOptions,
  getGetCatalogPageSuspenseQueryOptions,
  getGetProductListSuspenseQueryOptions,
  type GetProductListList,
} from '@shop/api';
import type { Locale } from '@shop/i18n';
import type { CatalogSearch } from './search';

export type ProductListName = GetProductListList;

/** How many cards a strip shows. */
export const STRIP_LIMIT = 12;

/** A product strip (new, sale, best sellers, or a category's), as product card summaries. */
export const productListQuery = (list: ProductListName, locale: Locale, limit = STRIP_LIMIT) =>
  getGetProductListSuspenseQueryOptions({ list, limit, lang: locale });

/**
 * A catalogue page by its path after /catalog/ (`women/swimsuits` or `…/coral-one-piece`): a
 * listing or a product card. Each segment is encoded; the slashes stay.
 */
export const catalogPageQuery = (path: string, search: CatalogSearch, locale: Locale) =>
  getGetCatalogPageSuspenseQueryOptions(
    path
      .split('/')
      .filter(Boolean)
      .map((segment) => encodeURIComponent(segment))
      .join('/'),
    // The typed params only: the router's search also holds whatever else the URL carried.
    {
      page: search.page,
      per_page: search.per_page,
      sort: search.sort,
      color: search.color,
      size: search.size,
      price_min: search.price_min,
      price_max: search.price_max,
      variant: search.variant,
      lang: locale,
    },
  );

/** The search page's products for a keyword and page. */
export const searchPageQuery = (keyword: string, page: number | undefined, locale: Locale) =>
  getGetCatalogSearchPageSuspenseQueryOptions({ keyword, ...(page ? { page } : {}), lang: locale });
