import { getGetCatalogSearchPageSuspenseQueryOptions } from '@shop/api';
import type { Locale } from '@shop/i18n';

/** The search page's products for a keyword and page (a module of its own: see stripQuery.ts). */
export const searchPageQuery = (keyword: string, page: number | undefined, locale: Locale) =>
  getGetCatalogSearchPageSuspenseQueryOptions({ keyword, ...(page ? { page } : {}), lang: locale });
