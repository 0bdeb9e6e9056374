import { describe, expect, it } from 'vitest';
import { pushAddToCart, type AnalyticsVariant } from './analytics';

const variant: AnalyticsVariant = {
  id: 7,
  product_name: 'Coral Wave one-piece',
  category_name: 'Swimsuits',
  color_name: 'Coral',
  size_name: 'M',
  calculatedPrice: { price: 30, price_with_discount: 27.3, currency: 'EUR' },
};

describe('add_to_cart', () => {
  it('tells only the quantity added (an add, or the rise of a quantity), and nothing for a fall', () => {
    const target = { dataLayer: [] as unknown[] } as unknown as Window & { dataLayer: unknown[] };
    pushAddToCart(variant, 2, target);
    pushAddToCart(variant, 0, target);
    pushAddToCart(variant, -1, target);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 54.6,
          items: [
            {
              item_id: '7',
              item_name: 'Coral Wave one-piece',
              item_category: 'Swimsuits',
              item_variant: 'Coral / M',
              price: 27.3,
              quantity: 2,
            },
          ],
        },
      },
    ]);
  });
});
