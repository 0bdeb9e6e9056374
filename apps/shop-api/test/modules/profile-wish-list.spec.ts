import { expect, it } from 'vitest';
import { call, registerAccount } from '../helpers/auth';
import { describeEachDatabase } from '../helpers/build-app';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { sellableVariantIds, setProductOfVariant, unknownVariantId } from '../helpers/variants';

const LIST = '/api/v1/profile/wish-list';

describeEachDatabase('the profile wish list', (shop) => {
  it('is for signed-in customers only', async () => {
    expectProblem(await call(shop(), 'GET', LIST), 401);
    expectProblem(await call(shop(), 'POST', `${LIST}/add`, { product_variant_id: 1 }), 401);
    expectProblem(await call(shop(), 'POST', `${LIST}/merge`, { product_variant_ids: [1] }), 401);
  });

  it('adds once, removes, and lists newest first with prices', async () => {
    const { token } = await registerAccount(shop());
    const [a, b] = (await sellableVariantIds(shop(), 2)) as [number, number];
    expect(
      expectMatchesContract(
        'POST',
        `${LIST}/add`,
        await call(shop(), 'POST', `${LIST}/add`, { product_variant_id: a }, { token }),
      ),
    ).toEqual({ product_variant_ids: [a], count: 1 });
    await call(shop(), 'POST', `${LIST}/add`, { product_variant_id: b }, { token });
    expect((await call(shop(), 'POST', `${LIST}/add`, { product_variant_id: a }, { token })).json()).toEqual({
      product_variant_ids: [b, a],
      count: 2,
    });
    const page = await call(shop(), 'GET', `${LIST}?lang=ru`, undefined, { token });
    const body = expectMatchesContract('GET', LIST, page) as {
      page: { seo: { canonical: string } };
      items: { id: number }[];
    };
    expect(body.page.seo.canonical).toBe('/ru/profile/wish-list');
    expect(body.items.map((item) => item.id)).toEqual([b, a]);
    expect(
      expectMatchesContract(
        'POST',
        `${LIST}/remove`,
        await call(shop(), 'POST', `${LIST}/remove`, { product_variant_id: b }, { token }),
      ),
    ).toEqual({ product_variant_ids: [a], count: 1 });
    expectProblem(
      await call(shop(), 'POST', `${LIST}/add`, { product_variant_id: await unknownVariantId(shop()) }, { token }),
      404,
    );
  });

  it('merges the guest list as a union: nothing lost, nothing doubled, unknown and hidden ids skipped', async () => {
    const { token } = await registerAccount(shop());
    const [a, b, c, hidden] = (await sellableVariantIds(shop(), 4)) as [number, number, number, number];
    await setProductOfVariant(shop(), hidden, 0);
    await call(shop(), 'POST', `${LIST}/add`, { product_variant_id: a }, { token });
    const unknown = await unknownVariantId(shop());
    const merged = await call(
      shop(),
      'POST',
      `${LIST}/merge`,
      { product_variant_ids: [b, a, unknown, c, b, hidden] },
      { token },
    );
    const body = expectMatchesContract('POST', `${LIST}/merge`, merged) as {
      product_variant_ids: number[];
      count: number;
    };
    expect([...body.product_variant_ids].sort()).toEqual([a, b, c].sort());
    expect(body.count).toBe(3);
    // Merging again (a second tab) changes nothing.
    expect((await call(shop(), 'POST', `${LIST}/merge`, { product_variant_ids: [b, c] }, { token })).json()).toEqual(
      body,
    );
    await setProductOfVariant(shop(), hidden, 1);
  });
});
