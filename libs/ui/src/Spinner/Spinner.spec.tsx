import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading products" />, { wrapper: ShopThemeProvider });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading products');
  });

  it('hides the drawn ring from assistive technology', () => {
    render(<Spinner label="Loading" size="lg" />, { wrapper: ShopThemeProvider });
    expect(screen.getByRole('status').querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
