import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is one image named after the shop', () => {
    render(<Logo />, { wrapper: ShopThemeProvider });
    const logo = screen.getByRole('img', { name: 'Aalto Swim' });
    expect(logo.textContent).toBe('Aalto Swim');
  });

  it('takes its accessible name from title', () => {
    render(
      <a href="/">
        <Logo title="Aalto Swim, home page" />
      </a>,
      { wrapper: ShopThemeProvider },
    );
    expect(screen.getByRole('link', { name: 'Aalto Swim, home page' })).toBeTruthy();
  });

  it('hides the wave mark and the drawn words from assistive technology', () => {
    render(<Logo />, { wrapper: ShopThemeProvider });
    const logo = screen.getByRole('img', { name: 'Aalto Swim' });
    expect(logo.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(logo.querySelectorAll('[aria-hidden="true"]').length).toBe(2);
  });
});
