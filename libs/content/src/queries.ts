import { getGetAppConfigSuspenseQueryOptions, getGetHomePageSuspenseQueryOptions } from '@shop/api';
import type { Locale } from '@shop/i18n';

/** The shop's public configuration (footer, contacts, social links, gpsr switch). */
export const appConfigQuery = (locale: Locale) => getGetAppConfigSuspenseQueryOptions({ lang: locale });

/** The home page's own content (hero, sections; product strips come from the catalogue). */
export const homePageQuery = (locale: Locale) => getGetHomePageSuspenseQueryOptions({ lang: locale });
