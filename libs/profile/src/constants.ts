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
