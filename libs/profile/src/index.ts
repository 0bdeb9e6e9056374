export { ProfileLayout } from './templates/ProfileLayout';
export { PROFILE_SECTIONS } from './constants';
export { ProfileOverviewTemplate } from './templates/ProfileOverviewTemplate';
export { useProfileWishList, useMergeGuestWishList, PROFILE_WISH_LIST_IDS_KEY } from './wish-list/profileWishList';
export { ProfileReviewsTemplate } from './templates/ProfileReviewsTemplate';
export { profileReviewsQuery, reviewableProductsQuery } from './reviews/queries';
