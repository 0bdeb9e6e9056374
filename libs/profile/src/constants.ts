import type { MessageKey } from '@shop/i18n';

/** The account area's sections in navigation order (spec, section 2: all require login). */
export const PROFILE_SECTIONS: ReadonlyArray<{ path: string; label: MessageKey }> = [
  { path: '/profile', label: 'profile.overview' },
  { path: '/profile/orders', label: 'profile.orders' },
  { path: '/profile/reviews', label: 'profile.reviews' },
  { path: '/profile/wish-list', label: 'profile.wishList' },
];
