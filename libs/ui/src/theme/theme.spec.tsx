import { render, screen } from '@testing-library/react';
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, useTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { media } from './media';
import { GlobalStyle } from './GlobalStyle';
import { ShopThemeProvider } from './ShopThemeProvider';
import { theme } from './theme';

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  const { colors } = theme;

  it.each([
    ['ink on background', colors.ink, colors.background],
    ['ink on surface', colors.ink, colors.surface],
    ['muted on background', colors.muted, colors.background],
    ['muted on surface', colors.muted, colors.surface],
    ['onPrimary on primary', colors.onPrimary, colors.primary],
    ['onPrimary on primaryHover', colors.onPrimary, colors.primaryHover],
    ['primary on background', colors.primary, colors.background],
    ['onAccent on accentStrong', colors.onAccent, colors.accentStrong],
    ['danger on background', colors.danger, colors.background],
    ['success on background', colors.success, colors.background],
  ])('gives text AA contrast: %s', (_pair, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['focus ring on background', colors.focus, colors.background],
    ['focus ring on surface', colors.focus, colors.surface],
    ['inverse focus ring on primary', colors.focusInverse, colors.primary],
    ['input edge on background', colors.borderStrong, colors.background],
  ])('gives non-text 3:1 contrast: %s', (_pair, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the breakpoints of the spec', () => {
    expect(theme.breakpoints).toEqual({ mobile: 768, tablet: 900, desktop: 1300 });
  });
});

describe('media', () => {
  it('builds non-overlapping queries from the breakpoints', () => {
    expect(media.upTo('mobile')).toBe('@media (max-width: 767.98px)');
    expect(media.from('tablet')).toBe('@media (min-width: 900px)');
    expect(media.between('mobile', 'desktop')).toBe('@media (min-width: 768px) and (max-width: 1299.98px)');
  });
});

describe('ShopThemeProvider', () => {
  function PrimaryColour() {
    return <p>{useTheme().colors.primary}</p>;
  }

  it('renders its children with the shop theme', () => {
    render(
      <ShopThemeProvider>
        <PrimaryColour />
      </ShopThemeProvider>,
    );
    expect(screen.getByText(theme.colors.primary)).toBeTruthy();
  });

  // Rendered as the server renders (styled-components' browser-only effects do not run in Node).
  // The storefront's root layout: GlobalStyle on the server, an empty slot in the browser.
  function renderOnServer(globalStyle = true) {
    function Labelled() {
      return <p id={useId()}>{useTheme().colors.primary}</p>;
    }
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <ShopThemeProvider>
            {globalStyle ? <GlobalStyle /> : null}
            <Labelled />
          </ShopThemeProvider>,
        ),
      );
      return { html, css: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  }

  it('GlobalStyle writes the document-wide styles, and an empty slot in its place keeps the ids', () => {
    const withStyles = renderOnServer();
    const without = renderOnServer(false);
    expect(withStyles.css).toMatch(/body\s*\{[^}]*margin:0/);
    expect(without.css).not.toMatch(/body\s*\{/);
    // The server renders the styles and the browser does not: useId must agree between the two.
    expect(without.html).toBe(withStyles.html);
    expect(withStyles.html).toMatch(/id="[^"]+"/);
  });
});
