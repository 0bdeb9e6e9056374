import { render, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { ProductCardSummary } from '@shop/api';
import { messagesByLocale, ShopIntlProvider, type Locale } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { ProductCard } from './ProductCard';

const base: ProductCardSummary = {
  id: 12,
  name: 'Coral Wave one-piece',
  url: '/catalog/women/swimsuits/coral-wave-one-piece',
  default_variant_id: 101,
  image: { url: '/_img/products/one-piece-ff6f61.png', width: 1200, height: 1200, alt: 'Coral Wave one-piece' },
  calculatedPrice: { price: 69, price_with_discount: 69, currency: 'EUR' },
  price_range: { min: 69, max: 69, currency: 'EUR' },
  discount_percent: null,
  colors: [
    { id: 1, name: 'Coral', hex: '#FF6F61' },
    { id: 2, name: 'Navy', hex: '#1B2A4A' },
  ],
  sizes: ['S', 'M', 'L'],
  in_stock: true,
  rating: 4,
  reviews_count: 4,
  badges: [],
};

function renderCard(product: ProductCardSummary, locale: Locale = 'en') {
  const rootRoute = createRootRoute({
    component: () => (
      <ShopIntlProvider locale={locale} messages={messagesByLocale[locale]}>
        <ShopThemeProvider>
          <ProductCard product={product} />
        </ShopThemeProvider>
      </ShopIntlProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}

describe('ProductCard', () => {
  it('links the name to the card and shows the price, colours and rating', async () => {
    renderCard(base);
    const card = await screen.findByRole('article', { name: 'Coral Wave one-piece' });
    expect(within(card).getByRole('link', { name: 'Coral Wave one-piece' }).getAttribute('href')).toBe(base.url);
    expect(card.textContent).toContain('€69');
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).getByRole('list', { name: '2 colours' }).children).toHaveLength(2);
    expect(card.textContent).toContain('★ 4.0');
    expect(card.textContent).toContain('4 reviews');
    const image = card.querySelector('img');
    expect(image?.getAttribute('srcset')).toBe(
      '/_img/products/one-piece-ff6f61.png?w=320&q=75&f=webp 1x, /_img/products/one-piece-ff6f61.png?w=640&q=70&f=webp 2x',
    );
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('shows a discount: the new price, the old one struck out, and the percent badge', async () => {
    renderCard({
      ...base,
      calculatedPrice: { price: 62.9, price_with_discount: 50.32, currency: 'EUR' },
      discount_percent: 20,
      badges: ['sale', 'new'],
    });
    const card = await screen.findByRole('article');
    expect(card.querySelector('s')?.textContent).toBe('€62.90');
    expect(card.textContent).toContain('€50.32');
    expect(card.textContent).toContain('Price before:');
    const badges = [...card.querySelectorAll('li')].map((item) => item.textContent).filter((text) => text);
    expect(badges).toEqual(expect.arrayContaining(['−20%', 'New']));
  });

  it('counts colours beyond five, says sold out, and leaves out a rating without reviews', async () => {
    const colors = Array.from({ length: 7 }, (_, index) => ({
      id: index + 1,
      name: `Colour ${index + 1}`,
      hex: '#123456',
    }));
    renderCard({ ...base, colors, in_stock: false, rating: null, reviews_count: 0 });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('list', { name: '7 colours' }).children).toHaveLength(5);
    expect(card.textContent).toContain('+2');
    expect(card.textContent).toContain('Sold out');
    expect(card.textContent).not.toContain('★');
  });

  it('speaks Russian, with its plural forms and number format', async () => {
    renderCard(
      {
        ...base,
        calculatedPrice: { price: 34, price_with_discount: 25.5, currency: 'EUR' },
        rating: 4.3,
        reviews_count: 3,
      },
      'ru',
    );
    const card = await screen.findByRole('article');
    expect(card.textContent).toContain('25,5');
    expect(card.textContent).toContain('3 отзыва');
    expect(card.textContent).toContain('4,3');
    expect(within(card).getByRole('list', { name: '2 цвета' })).toBeTruthy();
  });
});
