import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('starts closed: the button says so and the region is hidden', () => {
    render(<Disclosure summary="Size and fit">True to size.</Disclosure>, { wrapper: ShopThemeProvider });
    const button = screen.getByRole('button', { name: 'Size and fit' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('True to size.').closest('[hidden]')).not.toBeNull();
  });

  it('opens and closes the region it controls', () => {
    render(<Disclosure summary="Size and fit">True to size.</Disclosure>, { wrapper: ShopThemeProvider });
    const button = screen.getByRole('button', { name: 'Size and fit' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Size and fit' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(region.textContent).toBe('True to size.');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('can start open', () => {
    render(
      <Disclosure summary="Material" defaultOpen>
        Recycled polyamide.
      </Disclosure>,
      { wrapper: ShopThemeProvider },
    );
    expect(screen.getByRole('button', { name: 'Material' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Material' })).toBeTruthy();
  });

  it('uses the given id for the region', () => {
    render(
      <Disclosure summary="Delivery" id="delivery" defaultOpen>
        Free over 60 €.
      </Disclosure>,
      { wrapper: ShopThemeProvider },
    );
    expect(screen.getByRole('region', { name: 'Delivery' }).id).toBe('delivery');
    expect(screen.getByRole('button', { name: 'Delivery' }).getAttribute('aria-controls')).toBe('delivery');
  });

  it('is a native button, so Enter and Space toggle it', () => {
    render(<Disclosure summary="Care">Rinse in cold water.</Disclosure>, { wrapper: ShopThemeProvider });
    const button = screen.getByRole('button', { name: 'Care' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('wraps the button in a heading when given a level', () => {
    render(
      <Disclosure summary="Size and fit" headingLevel={3}>
        True to size.
      </Disclosure>,
      { wrapper: ShopThemeProvider },
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Size and fit' });
    expect(heading.querySelector('button')).not.toBeNull();
  });
});
