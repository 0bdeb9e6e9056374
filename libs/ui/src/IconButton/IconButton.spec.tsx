import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { cartIcon, heartIcon, menuIcon, searchIcon } from '../Icon';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by its label, with a hidden icon', () => {
    render(<IconButton icon={searchIcon} label="Search" />, { wrapper: ShopThemeProvider });
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the badge but keeps it out of the accessible name', () => {
    render(<IconButton icon={cartIcon} label="Cart, 3 items" badge={3} />, { wrapper: ShopThemeProvider });
    const button = screen.getByRole('button', { name: 'Cart, 3 items' });
    const badge = screen.getByText('3');
    expect(button.contains(badge)).toBe(true);
    expect(badge.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws no badge for a count of 0', () => {
    render(<IconButton icon={cartIcon} label="Cart, empty" badge={0} />, { wrapper: ShopThemeProvider });
    expect(screen.queryByText('0')).toBeNull();
  });

  it('caps a large count at 99+', () => {
    render(<IconButton icon={heartIcon} label="Wish list, 150 items" badge={150} />, { wrapper: ShopThemeProvider });
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('passes button props through', () => {
    const onClick = vi.fn();
    render(<IconButton icon={menuIcon} label="Catalogue" onClick={onClick} aria-expanded={false} />, {
      wrapper: ShopThemeProvider,
    });
    const button = screen.getByRole('button', { name: 'Catalogue' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders as a link with `as`', () => {
    render(<IconButton as="a" href="/wish-list" icon={heartIcon} label="Wish list, 2 items" badge={2} />, {
      wrapper: ShopThemeProvider,
    });
    const link = screen.getByRole('link', { name: 'Wish list, 2 items' });
    expect(link.getAttribute('href')).toBe('/wish-list');
    expect(link.getAttribute('type')).toBeNull();
  });
});
