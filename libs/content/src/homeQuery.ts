import { getGetHomePageSuspenseQueryOptions } from '@shop/api';
import type { Locale } from '@shop/i18n';

/**
 * The home page's own content (hero, sections; product strips come from the catalogue). A module
 * apart from `appConfigQuery`, which every page reads: the home's endpoint stays out of the
 * browser's entry, in the home route's chunk.
 */
export const homePageQuery = (locale: Locale) => getGetHomePageSuspenseQueryOptions({ lang: locale });
