import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name', () => {
    render(
      <button type="button">
        <VisuallyHidden>Remove </VisuallyHidden>Blue swimsuit
      </button>,
      { wrapper: ShopThemeProvider },
    );
    expect(screen.getByRole('button', { name: 'Remove Blue swimsuit' })).toBeTruthy();
  });

  it('renders the element given as `as`', () => {
    render(<VisuallyHidden as="h2">Filters</VisuallyHidden>, { wrapper: ShopThemeProvider });
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toBeTruthy();
  });

  it('clips the content out of sight', () => {
    render(<VisuallyHidden>Hidden</VisuallyHidden>, { wrapper: ShopThemeProvider });
    const style = getComputedStyle(screen.getByText('Hidden'));
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.overflow).toBe('hidden');
  });
});
