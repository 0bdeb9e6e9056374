export { CatalogMenu, type CatalogMenuProps } from './components/CatalogMenu';
export { MainMenu } from './components/MainMenu';
export { ProductCard, type ProductCardProps } from './components/ProductCard';
export { ProductStrip, type ProductStripProps } from './components/ProductStrip';
export { useScrolledPast } from './hooks/useScrolledPast';
export { catalogTreeQuery, productListQuery, STRIP_LIMIT, type ProductListName } from './queries';
export { MAIN_MENU_COLLAPSE_SCROLL_PX } from './constants';
