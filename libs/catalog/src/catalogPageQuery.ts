import { getGetCatalogPageSuspenseQueryOptions } from '@shop/api';
import type { Locale } from '@shop/i18n';
import type { CatalogSearch } from './search';

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
