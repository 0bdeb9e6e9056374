import type { ProductCardSummary } from '@shop/api';
import { useTrackOnce } from '@shop/tracking';
import { pushSelectItem, pushViewItemList, type ProductList } from '../analytics';
import { ProductCard } from './ProductCard';

export interface ListedProductsProps {
  list: ProductList;
  products: readonly ProductCardSummary[];
  /** The place of the first product in the whole listing (the products of the pages before). */
  offset: number;
  /** How many first tiles load their picture eagerly. */
  eagerCards: number;
}

/**
 * A page of a listing's product tiles (the grid's items): GA4's `view_item_list` once for each
 * page of products shown, `select_item` when a tile is opened.
 */
export function ListedProducts({ list, products, offset, eagerCards }: ListedProductsProps) {
  const key = `${list.item_list_id}@${offset}:${products.map((product) => product.id).join(',')}`;
  useTrackOnce(key, () => pushViewItemList(list, products, offset));
  return products.map((product, index) => (
    <li key={product.id}>
      <ProductCard
        product={product}
        eager={index < eagerCards}
        onSelect={() => pushSelectItem(list, product, offset + index)}
      />
    </li>
  ));
}
