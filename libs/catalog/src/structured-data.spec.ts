import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@shop/api';
import { pushViewItem } from './analytics';
import { breadcrumbJsonLd, jsonLd, productJsonLd } from './structured-data';

const product: ProductCard = {
  id: 1,
  name: 'Coral Wave one-piece',
  url: '/catalog/women/swimsuits/coral-wave-one-piece',
  description_html: '<p>Our <strong>best-selling</strong> swimsuit.</p>',
  category: {
    id: 6,
    parent_id: 1,
    weight: 10,
    collapse: true,
    uri: 'swimsuits',
    name: 'Swimsuits',
    url: '/catalog/women/swimsuits',
    url_active: true,
    image: null,
  },
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'Swimsuits', url: '/catalog/women/swimsuits' },
  ],
  images: [{ url: '/_img/products/one-piece.png', width: 1200, height: 1200, alt: 'Coral Wave one-piece' }],
  colors: [{ id: 3, name: 'Coral', hex: '#ff6f61', images: [] }],
  sizes: [
    { id: 1, name: 'XS' },
    { id: 2, name: 'S' },
  ],
  variants: [
    {
      id: 11,
      sku: 'AS001-CORAL-XS',
      color_id: 3,
      size_id: 1,
      calculatedPrice: { price: 69, price_with_discount: 55.2, currency: 'EUR' },
      stock: 4,
      in_stock: true,
      product_url: '/catalog/women/swimsuits/coral-wave-one-piece?variant=11',
    },
    {
      id: 12,
      sku: 'AS001-CORAL-S',
      color_id: 3,
      size_id: 2,
      calculatedPrice: { price: 69, price_with_discount: 55.2, currency: 'EUR' },
      stock: 0,
      in_stock: false,
      product_url: '/catalog/women/swimsuits/coral-wave-one-piece?variant=12',
    },
  ],
  selected_variant_id: 12,
  in_stock: true,
  badges: ['sale'],
  rating: { average: 4.5, count: 2 },
  has_size_guide: true,
  brand: 'Aalto Swim',
  material: 'Recycled polyamide',
};

describe('structured data', () => {
  it('describes the product with an offer per variant and its rating', () => {
    const data = productJsonLd(product, 'https://shop.example');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      url: 'https://shop.example/catalog/women/swimsuits/coral-wave-one-piece',
      description: 'Our best-selling swimsuit.',
    });
    expect(data.image).toEqual(['https://shop.example/_img/products/one-piece.png']);
    expect(data.offers).toEqual([
      expect.objectContaining({
        sku: 'AS001-CORAL-XS',
        price: '55.20',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({
        sku: 'AS001-CORAL-S',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://shop.example/catalog/women/swimsuits/coral-wave-one-piece?variant=12',
      }),
    ]);
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
    expect(productJsonLd({ ...product, rating: { average: null, count: 0 } }, '').aggregateRating).toBeUndefined();
  });

  it('numbers the breadcrumb trail from 1 with absolute URLs', () => {
    expect(breadcrumbJsonLd(product.breadcrumbs, 'https://shop.example').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Swimsuits', item: 'https://shop.example/catalog/women/swimsuits' },
    ]);
  });

  it('cannot close its script tag, whatever a name holds', () => {
    const text = jsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('pushViewItem', () => {
  it("pushes GA4's view_item for the selected variant (by its id, as the cart and order name it), clearing the previous ecommerce first", () => {
    const target = { dataLayer: [] as unknown[] } as unknown as Window & { dataLayer: unknown[] };
    pushViewItem(product, target);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'EUR',
          value: 55.2,
          items: [
            {
              item_id: '12',
              item_name: product.name,
              item_brand: 'Aalto Swim',
              item_category: 'Swimsuits',
              item_variant: 'Coral / S',
              price: 55.2,
              discount: 13.8,
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });
});
