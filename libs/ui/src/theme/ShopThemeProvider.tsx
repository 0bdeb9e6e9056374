import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface ShopThemeProviderProps {
  children?: ReactNode;
  /**
   * Whether this render writes the document-wide styles (default true). A server-rendered app
   * passes true on the server only: the page's HTML carries them, and the browser's GlobalStyle
   * would delete and insert them again, rule by rule, while the page hydrates.
   */
  globalStyle?: boolean;
}

/** Gives everything below it the shop's tokens and the document-wide styles. */
export function ShopThemeProvider({ children, globalStyle = true }: ShopThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {/* The slot stays when empty, so the children's useId values match the server's. */}
      {globalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
