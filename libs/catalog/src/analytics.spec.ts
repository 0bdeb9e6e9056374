import { describe, expect, it } from 'vitest';
import { categoryList, pushSearch, pushSelectItem, pushViewItemList, SEARCH_RESULTS_LIST } from './analytics';
import { sampleTile as tile } from './testing/products';

const layerOf = () => ({ dataLayer: [] as unknown[] }) as unknown as Window & { dataLayer: unknown[] };

describe('listing events', () => {
  it('view_item_list names the list and places each product in the whole listing, from 0', () => {
    const target = layerOf();
    pushViewItemList(categoryList({ id: 6, name: 'Swimsuits' }), [tile(1, 69), tile(2, 50, 40)], 24, target);
    const list = { item_list_id: 'category_6', item_list_name: 'Swimsuits' };
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          ...list,
          items: [
            { item_id: '10', item_name: 'Swimsuit 1', ...list, index: 24, price: 69, discount: 0, quantity: 1 },
            { item_id: '20', item_name: 'Swimsuit 2', ...list, index: 25, price: 40, discount: 10, quantity: 1 },
          ],
        },
      },
    ]);
    pushViewItemList(SEARCH_RESULTS_LIST, [], 0, target);
    expect(target.dataLayer).toHaveLength(2);
  });

  it('select_item tells the product opened and its place', () => {
    const target = layerOf();
    pushSelectItem(SEARCH_RESULTS_LIST, tile(3, 30), 5, target);
    expect(target.dataLayer.at(-1)).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_id: 'search_results',
        item_list_name: 'Search results',
        items: [
          {
            item_id: '30',
            item_name: 'Swimsuit 3',
            item_list_id: 'search_results',
            item_list_name: 'Search results',
            index: 5,
            price: 30,
            discount: 0,
            quantity: 1,
          },
        ],
      },
    });
  });

  it('search carries the keyword', () => {
    const target = layerOf();
    pushSearch('coral', target);
    expect(target.dataLayer).toEqual([{ event: 'search', search_term: 'coral' }]);
  });
});
