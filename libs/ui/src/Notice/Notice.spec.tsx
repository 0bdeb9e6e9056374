import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider, theme } from '../theme';
import { Notice } from './Notice';

describe('Notice', () => {
  it('renders a paragraph with its props, on the bubble of the theme', () => {
    render(<Notice role="status">Added to the cart</Notice>, { wrapper: ShopThemeProvider });
    const notice = screen.getByRole('status');
    expect(notice.tagName).toBe('P');
    expect(notice.textContent).toBe('Added to the cart');
    expect(getComputedStyle(notice).borderRadius).toBe(theme.radii.md);
  });

  it('is not shown while empty', () => {
    render(<Notice role="status" />, { wrapper: ShopThemeProvider });
    expect(getComputedStyle(screen.getByRole('status', { hidden: true })).display).toBe('none');
  });

  it('takes the place its caller gives it', () => {
    const Placed = styled(Notice)`
      position: fixed;
    `;
    render(<Placed role="status">Saved</Placed>, { wrapper: ShopThemeProvider });
    const style = getComputedStyle(screen.getByRole('status'));
    expect(style.position).toBe('fixed');
    expect(style.borderRadius).toBe(theme.radii.md);
  });
});
