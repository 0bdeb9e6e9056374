import { getGetAppConfigSuspenseQueryOptions } from '@shop/api';
import type { Locale } from '@shop/i18n';

/** The shop's public configuration (footer, contacts, social links, gpsr switch). */
export const appConfigQuery = (locale: Locale) => getGetAppConfigSuspenseQueryOptions({ lang: locale });
