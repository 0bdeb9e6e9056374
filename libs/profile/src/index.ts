export { ProfileLayout } from './templates/ProfileLayout';
export { PROFILE_SECTIONS } from './constants';
// A subpath import (package.json `imports`): its condition gives the server build the template itself
// and the browser build a lazy one (a chunk of its own); a relative path cannot choose by build.
// eslint-disable-next-line @nx/enforce-module-boundaries
export { ProfileTemplate } from '#profile-template';
export { profileQuery } from './queries';
export { useProfileWishList, useMergeGuestWishList, PROFILE_WISH_LIST_IDS_KEY } from './wish-list/profileWishList';
export { ProfileOrdersTemplate } from './templates/ProfileOrdersTemplate';
export { OrderHistoryItem } from './components/OrderHistoryItem';
export { parseProfileOrdersSearch, type ProfileOrdersSearch } from './orders/ordersSearch';
export { profileOrdersQuery } from './orders/queries';
export { ProfileReviewsTemplate } from './templates/ProfileReviewsTemplate';
export { profileReviewsQuery, reviewableProductsQuery } from './reviews/queries';
