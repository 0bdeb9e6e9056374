import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('shows the status, an h1 title, the description and the action', () => {
    render(
      <ErrorState
        status={404}
        title="Page not found"
        description="Page not found: /nowhere"
        action={<a href="/">Back to the home page</a>}
      />,
      {
        wrapper: ShopThemeProvider,
      },
    );
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /nowhere')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('is a region named by its title', () => {
    render(<ErrorState title="Something went wrong" description="Try again." />, { wrapper: ShopThemeProvider });
    expect(screen.getByRole('region', { name: 'Something went wrong' })).toBeTruthy();
  });

  it('leaves out the status and the action when not given', () => {
    const { container } = render(<ErrorState title="Empty" description="Nothing here yet." />, {
      wrapper: ShopThemeProvider,
    });
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
