import {
  getGetAboutUsPageSuspenseQueryOptions,
  getGetAffiliatePageSuspenseQueryOptions,
  getGetAppConfigSuspenseQueryOptions,
  getGetContactsPageSuspenseQueryOptions,
  getGetCookiesPolicyPageSuspenseQueryOptions,
  getGetDeliveryAndReturnsPageSuspenseQueryOptions,
  getGetDistributionPageSuspenseQueryOptions,
  getGetGpsrPageSuspenseQueryOptions,
  getGetHomePageSuspenseQueryOptions,
  getGetPaymentPolicyPageSuspenseQueryOptions,
  getGetPrivacyPolicyPageSuspenseQueryOptions,
  getGetSizeGuidePageSuspenseQueryOptions,
  getGetTermsAndConditionsPageSuspenseQueryOptions,
} from '@shop/api';
import type { Locale } from '@shop/i18n';
import type { ContentPageSlug } from './constants';

/** The shop's public configuration (footer, contacts, social links, gpsr switch). */
export const appConfigQuery = (locale: Locale) => getGetAppConfigSuspenseQueryOptions({ lang: locale });

/** The home page's own content (hero, sections; product strips come from the catalogue). */
export const homePageQuery = (locale: Locale) => getGetHomePageSuspenseQueryOptions({ lang: locale });

const contentPageQueries = {
  'about-us': getGetAboutUsPageSuspenseQueryOptions,
  contacts: getGetContactsPageSuspenseQueryOptions,
  affiliate: getGetAffiliatePageSuspenseQueryOptions,
  'size-guide': getGetSizeGuidePageSuspenseQueryOptions,
  distribution: getGetDistributionPageSuspenseQueryOptions,
  'delivery-and-returns': getGetDeliveryAndReturnsPageSuspenseQueryOptions,
  'terms-and-conditions': getGetTermsAndConditionsPageSuspenseQueryOptions,
  'privacy-policy': getGetPrivacyPolicyPageSuspenseQueryOptions,
  'cookies-policy': getGetCookiesPolicyPageSuspenseQueryOptions,
  'payment-policy': getGetPaymentPolicyPageSuspenseQueryOptions,
  gpsr: getGetGpsrPageSuspenseQueryOptions,
} satisfies Record<ContentPageSlug, unknown>;

/** One content page served by the API, by its storefront path segment. */
export const contentPageQuery = (slug: ContentPageSlug, locale: Locale) => contentPageQueries[slug]({ lang: locale });
