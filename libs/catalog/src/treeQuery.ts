import { getGetCatalogTreeSuspenseQueryOptions } from '@shop/api';
import type { Locale } from '@shop/i18n';

/**
 * The category tree of the menus: top-level categories by weight, each with its children. Every
 * page's layout reads it, so it is a module apart from the pages' queries (`queries.ts`), which
 * then stay out of the browser's entry, with the endpoints they call.
 */
export const catalogTreeQuery = (locale: Locale) => getGetCatalogTreeSuspenseQueryOptions({ lang: locale });
