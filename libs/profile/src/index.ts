export { ProfileLayout } from './templates/ProfileLayout';
export { PROFILE_SECTIONS } from './constants';
export { ProfileTemplate } from './templates/ProfileTemplate';
export { profileQuery } from './queries';
export { useProfileWishList, useMergeGuestWishList, PROFILE_WISH_LIST_IDS_KEY } from './wish-list/profileWishList';
export { ProfileOrdersTemplate } from './templates/ProfileOrdersTemplate';
export { OrderHistoryItem } from './components/OrderHistoryItem';
export { parseProfileOrdersSearch, type ProfileOrdersSearch } from './orders/ordersSearch';
export { profileOrdersQuery } from './orders/queries';
