export { CatalogMenu, type CatalogMenuProps } from './components/CatalogMenu';
export { MainMenu } from './components/MainMenu';
export { useScrolledPast } from './hooks/useScrolledPast';
export { catalogTreeQuery } from './queries';
export { MAIN_MENU_COLLAPSE_SCROLL_PX } from './constants';
