import type { ProductCard } from '@shop/api';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes GA4's `view_item` for a product card to the analytics data layer (created when absent):
 * the selected variant's price and identity.
 */
export function pushViewItem(product: ProductCard, target: DataLayerWindow = window): void {
  const variant =
    product.variants.find((candidate) => candidate.id === product.selected_variant_id) ?? product.variants[0];
  if (!variant) return;
  const color = product.colors.find((candidate) => candidate.id === variant.color_id);
  const size = product.sizes.find((candidate) => candidate.id === variant.size_id);
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push({
    event: 'view_item',
    ecommerce: {
      currency: variant.calculatedPrice.currency,
      value: variant.calculatedPrice.price_with_discount,
      items: [
        {
          item_id: variant.sku,
          item_name: product.name,
          item_brand: product.brand,
          item_category: product.category.name,
          item_variant: [color?.name, size?.name].filter(Boolean).join(' / '),
          price: variant.calculatedPrice.price_with_discount,
          discount:
            Math.round((variant.calculatedPrice.price - variant.calculatedPrice.price_with_discount) * 100) / 100,
          quantity: 1,
        },
      ],
    },
  });
}
