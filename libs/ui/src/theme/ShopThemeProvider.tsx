import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

export interface ShopThemeProviderProps {
  children?: ReactNode;
}

/**
 * Gives everything below it the shop's tokens. The document-wide styles (`GlobalStyle`) are the
 * app's to render: the storefront renders them on the server only (the page's HTML carries them,
 * and the browser's GlobalStyle would delete and insert them again, rule by rule, while the page
 * hydrates), so the browser's build leaves their code out; Storybook renders them in its preview.
 */
export function ShopThemeProvider({ children }: ShopThemeProviderProps) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
