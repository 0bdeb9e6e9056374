import type { ProductVariantSummary } from '@shop/api';

/** What `add_to_cart` tells of a variant. */
export type AnalyticsVariant = Pick<
  ProductVariantSummary,
  'id' | 'product_name' | 'category_name' | 'color_name' | 'size_name' | 'calculatedPrice'
>;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** GA4's `add_to_cart` for `quantity` more of a variant (on an add and on each increase). */
export function pushAddToCart(variant: AnalyticsVariant, quantity: number, target: DataLayerWindow = window): void {
  if (quantity <= 0) return;
  const price = variant.calculatedPrice.price_with_discount;
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push({
    event: 'add_to_cart',
    ecommerce: {
      currency: variant.calculatedPrice.currency,
      value: Math.round(price * quantity * 100) / 100,
      items: [
        {
          item_id: String(variant.id),
          item_name: variant.product_name,
          item_category: variant.category_name,
          item_variant: `${variant.color_name} / ${variant.size_name}`,
          price,
          quantity,
        },
      ],
    },
  });
}
