import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { Prose } from './Prose';

describe('Prose', () => {
  it('renders server HTML with its structure', () => {
    render(
      <Prose
        as="article"
        html="<h2>Returns</h2><p>Within <a href='/orders'>30 days</a>.</p><ul><li>Unworn</li></ul>"
      />,
      {
        wrapper: ShopThemeProvider,
      },
    );
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
    expect(within(article).getByRole('link', { name: '30 days' }).getAttribute('href')).toBe('/orders');
    expect(within(article).getByRole('listitem').textContent).toBe('Unworn');
  });

  it('renders children when there is no HTML', () => {
    render(
      <Prose>
        <p>About us</p>
      </Prose>,
      { wrapper: ShopThemeProvider },
    );
    expect(screen.getByText('About us')).toBeTruthy();
  });

  it('keeps tables as tables and lets them scroll sideways', () => {
    render(<Prose html="<table><tr><th>Size</th><td>M</td></tr></table>" />, { wrapper: ShopThemeProvider });
    const table = screen.getByRole('table');
    expect(getComputedStyle(table).overflowX).toBe('auto');
    expect(getComputedStyle(table).maxWidth).toBe('100%');
  });

  it('puts each table in the tab order, so a keyboard can scroll it', () => {
    render(
      <Prose html="<table><caption>Women</caption><tr><td>M</td></tr></table><p>and</p><table><tr><td>L</td></tr></table>" />,
      { wrapper: ShopThemeProvider },
    );
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.getAttribute('tabindex'))).toEqual(['0', '0']);
    expect(screen.getByRole('table', { name: 'Women' })).toBeTruthy();
  });
});
