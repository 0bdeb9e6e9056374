import {
  getGetAboutUsPageSuspenseQueryOptions,
  getGetAffiliatePageSuspenseQueryOptions,
  getGetContactsPageSuspenseQueryOptions,
  getGetCookiesPolicyPageSuspenseQueryOptions,
  getGetDeliveryAndReturnsPageSuspenseQueryOptions,
  getGetDistributionPageSuspenseQueryOptions,
  getGetGpsrPageSuspenseQueryOptions,
  getGetPaymentPolicyPageSuspenseQueryOptions,
  getGetPrivacyPolicyPageSuspenseQueryOptions,
  getGetSizeGuidePageSuspenseQueryOptions,
  getGetTermsAndConditionsPageSuspenseQueryOptions,
} from '@shop/api';
import type { Locale } from '@shop/i18n';
import type { ContentPageSlug } from './constants';

// Apart from queries.ts, which every page's entry holds: these load with a content page's chunk.
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
