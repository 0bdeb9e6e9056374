import type { ProductCardSummary } from '@shop/api';

/** A listed product (a tile) for specs: its default variant is `id × 10`, its price `price` or `discounted`. */
export function sampleTile(id: number, price = 50, discounted = price): ProductCardSummary {
  return {
    id,
    name: `Swimsuit ${id}`,
    url: `/catalog/women/swimsuits/swimsuit-${id}`,
    default_variant_id: id * 10,
    image: null,
    calculatedPrice: { price, price_with_discount: discounted, currency: 'EUR' },
    price_range: { min: discounted, max: price, currency: 'EUR' },
    discount_percent: null,
    colors: [],
    sizes: [],
    in_stock: true,
    rating: null,
    reviews_count: 0,
    badges: [],
  };
}
