import type { ProductVariantSummary } from '@shop/api';
import { pushEcommerce, type DataLayerWindow } from '@shop/tracking';

/** What `add_to_cart` tells of a variant. */
export type AnalyticsVariant = Pick<
  ProductVariantSummary,
  'id' | 'product_name' | 'category_name' | 'color_name' | 'size_name' | 'calculatedPrice'
>;

/** A variant as a GA4 item, `quantity` of it at `price` (the id names it in every event). */
export function analyticsItem(variant: Omit<AnalyticsVariant, 'calculatedPrice'>, quantity: number, price: number) {
  return {
    item_id: String(variant.id),
    item_name: variant.product_name,
    item_category: variant.category_name,
    item_variant: `${variant.color_name} / ${variant.size_name}`,
    price,
    quantity,
  };
}

/** GA4's `add_to_cart` for `quantity` more of a variant (on an add and on each increase). */
export function pushAddToCart(variant: AnalyticsVariant, quantity: number, target: DataLayerWindow = window): void {
  if (quantity <= 0) return;
  const price = variant.calculatedPrice.price_with_discount;
  pushEcommerce(
    'add_to_cart',
    {
      currency: variant.calculatedPrice.currency,
      value: Math.round(price * quantity * 100) / 100,
      items: [analyticsItem(variant, quantity, price)],
    },
    target,
  );
}
