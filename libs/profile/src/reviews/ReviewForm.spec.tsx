import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesByLocale, ShopIntlProvider } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import type { ReactNode } from 'react';
import { ReviewForm } from './ReviewForm';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ShopIntlProvider locale="en" messages={messagesByLocale.en}>
        <ShopThemeProvider>{children}</ShopThemeProvider>
      </ShopIntlProvider>
    </QueryClientProvider>
  );
}

const product = { id: 12, name: 'Coral one-piece' };
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

afterEach(() => vi.unstubAllGlobals());

// Rendering the whole form in jsdom is slow on a busy two-core machine: more time than the default.
describe('ReviewForm', { timeout: 20_000 }, () => {
  it('names each wrong field on submit, beside it, and sends nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ReviewForm product={product} onSaved={vi.fn()} onCancel={vi.fn()} />, { wrapper });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish the review' }));
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(describedBy(group)).toContain('Choose a rating from 1 to 5 stars.');
    expect(describedBy(screen.getByLabelText('Your review'))).toContain('Write at least 10 characters.');
    expect(document.activeElement).toBe(screen.getByLabelText(/1 star$/));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts the characters typed', () => {
    render(<ReviewForm product={product} onSaved={vi.fn()} onCancel={vi.fn()} />, { wrapper });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: '  Lovely fit  ' } });
    expect(screen.getByText('Characters: 10 of 2000')).toBeTruthy();
  });

  it('starts from the review being edited and shows the API’s field problems beside the fields', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'Invalid.',
            errors: { text: ['validation.min_length'] },
          }),
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <ReviewForm
        product={product}
        review={{
          rating: 4,
          title: 'Nice',
          text_html: '<p>True to size.<br>Kept its shape.</p>',
          variant: { color_name: 'Coral', size_name: 'S' },
        }}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
      { wrapper },
    );
    expect((screen.getByLabelText(/4 stars$/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Your review')).toHaveProperty('value', 'True to size.\nKept its shape.');
    expect(screen.getByText('Bought: Coral, S')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Your review'))).toContain('Write at least 10 characters.'),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/v1/reviews/add');
    expect(JSON.parse(String(init.body))).toEqual({
      product_id: 12,
      rating: 4,
      title: 'Nice',
      text: 'True to size.\nKept its shape.',
    });
  });
});
