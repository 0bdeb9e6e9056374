import type { GetWishListProductsResponse } from '@shop/api-schemas';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { CYRILLIC, RUSSIAN_BROWSER } from '../helpers/locale';
import { sellableVariantIds, setProductOfVariant, setVariant, unknownVariantId } from '../helpers/variants';

type Item = z.infer<typeof GetWishListProductsResponse>['items'][number];

const PATH = '/api/v1/wish-list/products';

function post(shop: TestShop, payload: unknown, options: { query?: string; headers?: Record<string, string> } = {}) {
  return shop.app.inject({
    method: 'POST',
    url: `${PATH}${options.query ?? ''}`,
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: JSON.stringify(payload),
  });
}

async function wishList(
  shop: TestShop,
  ids: number[],
  options: { query?: string; headers?: Record<string, string> } = {},
): Promise<Item[]> {
  const response = await post(shop, { product_variant_ids: ids }, options);
  expect(response.statusCode, response.body).toBe(200);
  return (expectMatchesContract('POST', PATH, response) as { items: Item[] }).items;
}

describeEachDatabase('POST /api/v1/wish-list/products', (shop) => {
  it('answers the variants in the order asked, each once, leaving out unknown ones', async () => {
    const [a, b, c] = (await sellableVariantIds(shop(), 3)) as [number, number, number];
    const unknown = await unknownVariantId(shop());
    const items = await wishList(shop(), [c, unknown, a, c, b]);
    expect(items.map((item) => item.id)).toEqual([c, a, b]);
    expect(await wishList(shop(), [])).toEqual([]);
  });

  it('describes each variant from the database: price, stock, colour, size and a link to it', async () => {
    const [a] = (await sellableVariantIds(shop(), 1)) as [number];
    await setVariant(shop(), a, { price_minor: 5990, discount_price_minor: 4792, stock: 4 });
    const [item] = await wishList(shop(), [a], { query: '?lang=en' });
    const row = await shop()
      .db.selectFrom('product_variants')
      .select(['product_id'])
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({
      id: a,
      product_id: row.product_id,
      calculatedPrice: { price: 59.9, price_with_discount: 47.92, currency: 'EUR' },
      stock: 4,
      in_stock: true,
    });
    expect(item?.product_url).toMatch(new RegExp(`^/catalog/.+\\?variant=${a}$`));
    expect(item?.image?.url).toMatch(/^\/_img\//);
  });

  it('keeps sold-out variants with in_stock false and leaves out hidden ones', async () => {
    const [a, b, c] = (await sellableVariantIds(shop(), 3)) as [number, number, number];
    await setVariant(shop(), a, { stock: 0 });
    await setVariant(shop(), b, { active: 0 });
    await setProductOfVariant(shop(), c, 0);
    try {
      const items = await wishList(shop(), [a, b, c]);
      expect(items.map((item) => [item.id, item.in_stock, item.stock])).toEqual([[a, false, 0]]);
    } finally {
      await setVariant(shop(), a, { stock: 5 });
      await setVariant(shop(), b, { active: 1 });
      await setProductOfVariant(shop(), c, 1);
    }
  });

  it('speaks Russian for lang=ru and for a Russian browser', async () => {
    const [a] = (await sellableVariantIds(shop(), 1)) as [number];
    for (const options of [{ query: '?lang=ru' }, { headers: RUSSIAN_BROWSER }]) {
      const [item] = await wishList(shop(), [a], options);
      expect(item?.product_name).toMatch(CYRILLIC);
      expect(item?.color_name).toMatch(CYRILLIC);
      expect(item?.product_url.startsWith('/ru/catalog/')).toBe(true);
    }
  });

  it('takes up to 200 ids and refuses more, or bad ids, with 400', async () => {
    const ids = await sellableVariantIds(shop(), 100);
    const unknown = await unknownVariantId(shop());
    const twoHundred = [...ids, ...Array.from({ length: 100 }, (_, index) => unknown + index)];
    expect(await wishList(shop(), twoHundred)).toHaveLength(100);
    const tooMany = await post(shop(), { product_variant_ids: [...twoHundred, unknown + 100] });
    expectMatchesContract('POST', PATH, tooMany);
    expect(expectProblem(tooMany, 400).errors).toEqual({ product_variant_ids: ['validation.max_items'] });
    for (const payload of [
      {},
      { product_variant_ids: null },
      { product_variant_ids: [0] },
      { product_variant_ids: [-1] },
      { product_variant_ids: [1.5] },
      { product_variant_ids: ['1'] },
      { product_variant_ids: [2 ** 31] },
    ]) {
      expectProblem(await post(shop(), payload), 400);
    }
  });
});
