import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import styled from 'styled-components';
import { ShopThemeProvider, theme } from '../theme';
import { Button } from './Button';
import { buttonStyles } from './Button.styles';

describe('Button', () => {
  it('is a button named by its content, of type "button" by default', () => {
    render(<Button>Add to cart</Button>, { wrapper: ShopThemeProvider });
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.getAttribute('type')).toBe('button');
  });

  it('keeps an explicit type, so it can submit a form', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Pay</Button>
      </form>,
      { wrapper: ShopThemeProvider },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('passes button props through and calls onClick', () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} aria-describedby="hint">
        Apply
      </Button>,
      { wrapper: ShopThemeProvider },
    );
    const button = screen.getByRole('button', { name: 'Apply' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-describedby')).toBe('hint');
  });

  it('does not fire when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Sold out
      </Button>,
      { wrapper: ShopThemeProvider },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sold out' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not leak its style props to the DOM', () => {
    render(
      <Button variant="secondary" size="sm" fullWidth>
        Size guide
      </Button>,
      { wrapper: ShopThemeProvider },
    );
    const button = screen.getByRole('button', { name: 'Size guide' });
    expect(button.getAttribute('variant')).toBeNull();
    expect(button.getAttribute('size')).toBeNull();
    expect(button.getAttribute('fullwidth')).toBeNull();
  });

  it('renders as a link with `as`, without a button type', () => {
    render(
      <Button as="a" href="/">
        Back to the home page
      </Button>,
      { wrapper: ShopThemeProvider },
    );
    const link = screen.getByRole('link', { name: 'Back to the home page' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.getAttribute('type')).toBeNull();
  });

  it('lends its look to other components through buttonStyles', () => {
    const LinkButton = styled.a`
      ${buttonStyles}
    `;
    render(<LinkButton href="/catalog/swimwear">Shop swimwear</LinkButton>, { wrapper: ShopThemeProvider });
    const style = getComputedStyle(screen.getByRole('link', { name: 'Shop swimwear' }));
    expect(style.display).toBe('inline-flex');
    expect(style.borderRadius).toBe(theme.radii.pill);
  });
});
