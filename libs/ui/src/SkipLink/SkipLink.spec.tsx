import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is a link to the main content', () => {
    render(<SkipLink href="#main">Skip to content</SkipLink>, { wrapper: ShopThemeProvider });
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });

  it('is reachable by keyboard and shows itself when focused', () => {
    render(<SkipLink href="#main">Skip to content</SkipLink>, { wrapper: ShopThemeProvider });
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(getComputedStyle(link).position).toBe('absolute');
    link.focus();
    expect(document.activeElement).toBe(link);
    expect(getComputedStyle(link).position).toBe('fixed');
  });
});
