import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface ShopThemeProviderProps {
  children?: ReactNode;
}

/** Gives everything below it the shop's tokens and the document-wide styles. */
export function ShopThemeProvider({ children }: ShopThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
