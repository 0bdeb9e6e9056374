export { CatalogMenu, type CatalogMenuProps } from './components/CatalogMenu';
export { MainMenu } from './components/MainMenu';
// A subpath import (package.json `imports`): the server build renders the box itself, the browser's
// is lazy (a chunk of its own); a relative path cannot choose by build.
// eslint-disable-next-line @nx/enforce-module-boundaries
export { SearchBox } from '#search-box';
export { ProductCard, type ProductCardProps } from './components/ProductCard';
export { ProductStrip, type ProductStripProps } from './components/ProductStrip';
export { useScrolledPast } from './hooks/useScrolledPast';
export { catalogTreeQuery } from './treeQuery';
export { catalogPageQuery } from './catalogPageQuery';
export { productListQuery, STRIP_LIMIT, type ProductListName } from './stripQuery';
export { searchPageQuery } from './searchQuery';
export { MAIN_MENU_COLLAPSE_SCROLL_PX } from './constants';
// The listing and card templates: each its own chunk in the browser (a subpath import picks the
// file by build; package.json), rendered in place on the server.
// eslint-disable-next-line @nx/enforce-module-boundaries
export {
  CategoryListingTemplate,
  ProductCardTemplate,
  preloadCatalogTemplate,
  type CatalogTemplateKind,
} from '#catalog-templates';
export type { CategoryListingTemplateProps } from './templates/CategoryListingTemplate';
export type { BuyContext } from './templates/ProductCardTemplate';
export { parseCatalogSearch, type CatalogSearch } from './search';
export { breadcrumbJsonLd, jsonLd, productJsonLd } from './structured-data';
export { pushViewItem } from './analytics';
export { SearchResultsTemplate, type SearchPageSearch } from './templates/SearchResultsTemplate';
export { WishListToggle } from './wish-list/WishListToggle';
export {
  useWishList,
  useGuestWishList,
  clearGuestWishList,
  WishListSourceProvider,
  WISH_LIST_STORAGE_KEY,
  type WishListSource,
} from './wish-list/wishList';
export { WishListTemplate } from './wish-list/WishListTemplate';
export { ReviewsSessionProvider, type ReviewsSession } from './reviews/reviewsSession';
export { PRODUCT_CARD_REVIEWS_KEY } from './reviews/reviewLikes';
