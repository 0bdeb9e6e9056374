import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { LoadingVeil } from './LoadingVeil';

describe('LoadingVeil', () => {
  it('announces what is loading and covers the page', () => {
    render(<LoadingVeil label="Loading the sign-in form" />, { wrapper: ShopThemeProvider });
    expect(screen.getByRole('status').textContent).toBe('Loading the sign-in form');
    expect(getComputedStyle(screen.getByTestId('loading-veil')).position).toBe('fixed');
  });

  it('is no dialog: it takes neither focus nor a role of its own', () => {
    render(<LoadingVeil label="Loading" />, { wrapper: ShopThemeProvider });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('loading-veil').contains(document.activeElement)).toBe(false);
  });
});
