import type { ProductCard, ProductCardSummary } from '@shop/api';
import { pushEcommerce, pushEvent, type DataLayerWindow } from '@shop/tracking';

/** A listing as GA4 names it: a category's products or the search results. */
export interface ProductList {
  item_list_id: string;
  item_list_name: string;
}

/** The search results' list, whatever the keyword (the keyword goes with `search`). */
export const SEARCH_RESULTS_LIST: ProductList = { item_list_id: 'search_results', item_list_name: 'Search results' };

/** A category's listing. */
export function categoryList(category: { id: number; name: string }): ProductList {
  return { item_list_id: `category_${category.id}`, item_list_name: category.name };
}

/**
 * A listed product as a GA4 item: the variant the tile opens (its id, as every other event names
 * items), at its place in the whole listing (`index`, from 0 across pages).
 */
function listedItem(product: ProductCardSummary, index: number, list: ProductList) {
  const price = product.calculatedPrice;
  return {
    item_id: String(product.default_variant_id),
    item_name: product.name,
    ...list,
    index,
    price: price.price_with_discount,
    discount: Math.round((price.price - price.price_with_discount) * 100) / 100,
    quantity: 1,
  };
}

/** GA4's `view_item_list` for a page of a listing whose first product is at `offset`. */
export function pushViewItemList(
  list: ProductList,
  products: readonly ProductCardSummary[],
  offset: number,
  target: DataLayerWindow = window,
): void {
  if (products.length === 0) return;
  pushEcommerce(
    'view_item_list',
    { ...list, items: products.map((product, index) => listedItem(product, offset + index, list)) },
    target,
  );
}

/** GA4's `select_item` when the shopper opens a listed product (at `index` in the whole listing). */
export function pushSelectItem(
  list: ProductList,
  product: ProductCardSummary,
  index: number,
  target: DataLayerWindow = window,
): void {
  pushEcommerce('select_item', { ...list, items: [listedItem(product, index, list)] }, target);
}

/** GA4's `search` with the keyword searched. */
export function pushSearch(searchTerm: string, target: DataLayerWindow = window): void {
  pushEvent('search', { search_term: searchTerm }, target);
}

/**
 * GA4's `view_item` for a product card (`pushEcommerce`): the selected variant's price and identity.
 */
export function pushViewItem(product: ProductCard, target: DataLayerWindow = window): void {
  const variant =
    product.variants.find((candidate) => candidate.id === product.selected_variant_id) ?? product.variants[0];
  if (!variant) return;
  const color = product.colors.find((candidate) => candidate.id === variant.color_id);
  const size = product.sizes.find((candidate) => candidate.id === variant.size_id);
  pushEcommerce(
    'view_item',
    {
      currency: variant.calculatedPrice.currency,
      value: variant.calculatedPrice.price_with_discount,
      items: [
        {
          item_id: String(variant.id),
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
    target,
  );
}
