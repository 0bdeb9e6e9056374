import type { MessageKey } from '@shop/i18n';

/** The account area's sections in navigation order (spec, section 2: all require login). */
export const PROFILE_SECTIONS: ReadonlyArray<{ path: string; label: MessageKey }> = [
  { path: '/profile', label: 'profile.overview' },
  { path: '/profile/orders', label: 'profile.orders' },
  { path: '/profile/reviews', label: 'profile.reviews' },
  { path: '/profile/wish-list', label: 'profile.wishList' },
];

/** Where "Download my data" points: the API's export, through the storefront's proxy (it keeps the file name). */
export const PROFILE_EXPORT_PATH = '/api/v1/profile/export';
/** The name the download is saved under (the API's Content-Disposition says the same). */
export const PROFILE_EXPORT_FILE = 'my-data.json';

/** A review's limits (openapi.yaml's AddReviewRequest): rating 1 to 5, text 10 to 2,000 characters trimmed, a title up to 120. */
export const REVIEW_LIMITS = { ratingMax: 5, textMin: 10, textMax: 2000, titleMax: 120 } as const;

/** The customer's reviews read per page of "My reviews" (and per "show more"). */
export const PROFILE_REVIEWS_PER_PAGE = 24;
