import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider, theme } from '../theme';
import { Container } from './Container';

describe('Container', () => {
  it('wraps its content in a div by default', () => {
    render(<Container>Catalogue</Container>, { wrapper: ShopThemeProvider });
    expect(screen.getByText('Catalogue').tagName).toBe('DIV');
  });

  it('renders the element given as `as`, with its props', () => {
    render(
      <Container as="main" id="main" tabIndex={-1}>
        Content
      </Container>,
      { wrapper: ShopThemeProvider },
    );
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('is centred at the container width', () => {
    render(<Container>Centred</Container>, { wrapper: ShopThemeProvider });
    const style = getComputedStyle(screen.getByText('Centred'));
    expect(style.maxWidth).toBe(theme.sizes.container);
    expect(style.marginLeft).toBe('auto');
  });
});
