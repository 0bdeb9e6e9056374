import { getGetCatalogTreeSuspenseQueryOptions } from '@shop/api';
import type { Locale } from '@shop/i18n';

/** The category tree of the menus: top-level categories by weight, each with its children. */
export const catalogTreeQuery = (locale: Locale) => getGetCatalogTreeSuspenseQueryOptions({ lang: locale });
