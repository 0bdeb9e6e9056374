// Pulls the DefaultTheme augmentation into every program that imports the theme, so consumers of
// @shop/ui get typed `theme` in their own styled components too.
import type {} from './styled';

export { theme, type ShopTheme, type Breakpoint, type ColorToken, type SpaceToken } from './theme';
export { media } from './media';
export { GlobalStyle } from './GlobalStyle';
export { ShopThemeProvider, type ShopThemeProviderProps } from './ShopThemeProvider';
