import type { CheckPromoCodeResponse } from '@shop/api-schemas';
import { afterEach, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { NewPromoCode } from '../../src/db/schema';
import { HttpProblem } from '../../src/http/problem';
import { priceCartItems } from '../../src/modules/cart/service';
import { PROMO_CHECK_RATE_LIMIT, PROMO_CODE_CACHE_MS } from '../../src/modules/promo/constants';
import { consumePromoCode } from '../../src/modules/promo/repository';
import { lookUpPromoCode, redeemPromoCode } from '../../src/modules/promo/service';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { sellableVariantIds, setVariant } from '../helpers/variants';

type Check = z.infer<typeof CheckPromoCodeResponse>;

const CHECK = '/api/v1/promocode/check';
const DAY_MS = 86_400_000;

/** Checks come from their own address each, so the rate limit only meets the test about it. */
let address = 0;
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function check(shop: TestShop, query: string, remoteAddress = nextAddress()) {
  return shop.app.inject({ method: 'GET', url: `${CHECK}?${query}`, remoteAddress });
}

async function valid(shop: TestShop, query: string): Promise<Check> {
  const response = await check(shop, query);
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', CHECK, response) as Check;
}

async function invalid(shop: TestShop, query: string): Promise<string[] | undefined> {
  const response = await check(shop, query);
  expectMatchesContract('GET', CHECK, response);
  const problem = expectProblem(response, 404);
  expect(problem).toMatchObject({
    type: 'https://shop.example/problems/promocode-invalid',
    title: 'Invalid promo code',
  });
  return problem.errors?.['code'];
}

let codes = 0;
/** A promo code of the test's own, with the defaults of the table. */
async function addCode(shop: TestShop, values: Partial<NewPromoCode> = {}) {
  const code = values.code ?? `TEST${++codes}`;
  return shop.db
    .insertInto('promo_codes')
    .values({
      type: 'percentage',
      value: 10,
      min_cart_minor: 0,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      used_count: 0,
      per_customer_limit: null,
      redirect: null,
      active: 1,
      created_at: Date.now(),
      ...values,
      code,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Redeems a code in a transaction of its own, as the checkout will; the outcome of each. */
function redeemInParallel(
  shop: TestShop,
  promoCodeId: number,
  customers: Array<{ customerId: number | null; email: string | null }>,
) {
  return Promise.allSettled(
    customers.map((customer) =>
      shop.db.transaction().execute(async (trx) => {
        const promo = await trx
          .selectFrom('promo_codes')
          .selectAll()
          .where('id', '=', promoCodeId)
          .executeTakeFirstOrThrow();
        await redeemPromoCode(trx, { promo, orderId: null, customer, now: Date.now() });
      }),
    ),
  );
}

function refusals(outcomes: PromiseSettledResult<void>[]) {
  return outcomes.flatMap((outcome) => {
    if (outcome.status === 'fulfilled') return [];
    if (!(outcome.reason instanceof HttpProblem)) throw outcome.reason;
    return [outcome.reason.errors?.['promocode']?.[0]];
  });
}

async function counters(shop: TestShop, promoCodeId: number) {
  const promo = await shop.db
    .selectFrom('promo_codes')
    .select('used_count')
    .where('id', '=', promoCodeId)
    .executeTakeFirstOrThrow();
  const usages = await shop.db
    .selectFrom('promo_code_usages')
    .select('id')
    .where('promo_code_id', '=', promoCodeId)
    .execute();
  return { used: promo.used_count, usages: usages.length };
}

describeEachDatabase('GET /api/v1/promocode/check', (shop) => {
  it('answers a usable code as stored, its type and no redirect, whatever case and spaces were typed', async () => {
    const row = await shop()
      .db.selectFrom('promo_codes')
      .select('id')
      .where('code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    for (const typed of ['WELCOME10', 'welcome10', '  Welcome10 ']) {
      expect(await valid(shop(), `code=${encodeURIComponent(typed)}`)).toEqual({
        promocode: { id: row.id, code: 'WELCOME10' },
        redirect: null,
        type: 'percentage',
      });
    }
    expect((await valid(shop(), 'code=MINUS5')).type).toBe('fixed');
    expect((await valid(shop(), 'code=FREESHIP')).type).toBe('free_delivery');
  });

  it('answers the redirect as a path of this site in the language of the page', async () => {
    expect((await valid(shop(), 'code=SALE')).redirect).toBe('/catalog/women');
    expect((await valid(shop(), `code=SALE&url=${encodeURIComponent('/cart')}`)).redirect).toBe('/catalog/women');
    expect((await valid(shop(), `code=SALE&url=${encodeURIComponent('/ru/cart?step=1')}`)).redirect).toBe(
      '/ru/catalog/women',
    );
    const stored = await addCode(shop(), { redirect: '/ru/catalog/men?sort=new' });
    expect((await valid(shop(), `code=${stored.code}&url=/`)).redirect).toBe('/catalog/men?sort=new');
  });

  it('never answers a foreign redirect, even when the database holds one', async () => {
    for (const redirect of [
      'https://evil.example/steal',
      'http://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      // eslint-disable-next-line no-script-url -- a payload a redirect must refuse
      'javascript:alert(1)',
      'catalog/women',
      '',
    ]) {
      const stored = await addCode(shop(), { redirect });
      expect((await valid(shop(), `code=${stored.code}&url=/ru/`)).redirect, JSON.stringify(redirect)).toBeNull();
    }
  });

  it('answers 404 promocode-invalid with the reason for a code that cannot be used', async () => {
    const now = Date.now();
    const later = await addCode(shop(), { starts_at: now + DAY_MS });
    const over = await addCode(shop(), { starts_at: now - 2 * DAY_MS, ends_at: now - DAY_MS });
    const usedUp = await addCode(shop(), { usage_limit: 3, used_count: 3 });
    const off = await addCode(shop(), { active: 0 });
    expect(await invalid(shop(), 'code=NO-SUCH-CODE')).toEqual(['promocode.unknown']);
    expect(await invalid(shop(), 'code=EXPIRED')).toEqual(['promocode.expired']);
    expect(await invalid(shop(), `code=${over.code}`)).toEqual(['promocode.expired']);
    expect(await invalid(shop(), `code=${later.code.toLowerCase()}`)).toEqual(['promocode.not_started']);
    expect(await invalid(shop(), `code=${usedUp.code}`)).toEqual(['promocode.exhausted']);
    expect(await invalid(shop(), `code=${off.code}`)).toEqual(['promocode.unknown']);
    expect(await invalid(shop(), 'code=%20%20')).toEqual(['promocode.unknown']);
    // Not yet used up: one use of three left.
    const almost = await addCode(shop(), { usage_limit: 3, used_count: 2 });
    expect((await valid(shop(), `code=${almost.code}`)).promocode.code).toBe(almost.code);
  });

  it('answers 400 for a missing or oversized code and a url that is not a path of this site', async () => {
    for (const query of [
      '',
      'code=',
      `code=${'x'.repeat(65)}`,
      'code=SALE&url=https%3A%2F%2Fevil.example',
      'code=SALE&url=%2F%2Fevil.example',
      'code=SALE&url=cart',
    ]) {
      const response = await check(shop(), query);
      expectMatchesContract('GET', CHECK, response);
      expectProblem(response, 400);
    }
  });

  it(`answers 429 with Retry-After past ${PROMO_CHECK_RATE_LIMIT.max} checks a minute from one address`, async () => {
    const guesser = '203.0.113.7';
    const answers = [];
    for (let attempt = 0; attempt <= PROMO_CHECK_RATE_LIMIT.max; attempt += 1)
      answers.push(await check(shop(), `code=GUESS${attempt}`, guesser));
    expect(answers.slice(0, -1).map((answer) => answer.statusCode)).toEqual(
      Array(PROMO_CHECK_RATE_LIMIT.max).fill(404),
    );
    const limited = answers.at(-1);
    if (!limited) throw new Error('no answer');
    expectMatchesContract('GET', CHECK, limited);
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Valid codes are limited too (a guesser learns nothing from the limit), other addresses are not.
    expect((await check(shop(), 'code=WELCOME10', guesser)).statusCode).toBe(429);
    expect((await check(shop(), 'code=WELCOME10')).statusCode).toBe(200);
  });
});

describeEachDatabase('redeeming promo codes (for the checkout)', (shop) => {
  it('takes a use of a limit-1 code exactly once under 30 parallel statements', async () => {
    const promo = await addCode(shop(), { usage_limit: 1 });
    const taken = await Promise.all(Array.from({ length: 30 }, () => consumePromoCode(shop().db, promo.id)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect((await counters(shop(), promo.id)).used).toBe(1);
  });

  it('redeems a limit-1 code exactly once under 30 parallel checkouts; the others are refused as used up', async () => {
    const promo = await addCode(shop(), { usage_limit: 1 });
    const outcomes = await redeemInParallel(
      shop(),
      promo.id,
      Array.from({ length: 30 }, (_, index) => ({ customerId: null, email: `buyer${index}@example.com` })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(outcomes)).toEqual(Array(29).fill('promocode.exhausted'));
    // The counter and the recorded uses reconcile.
    expect(await counters(shop(), promo.id)).toEqual({ used: 1, usages: 1 });
    expect(await invalid(shop(), `code=${promo.code}`)).toEqual(['promocode.exhausted']);
  });

  it('holds the per-customer limit by e-mail under 10 parallel checkouts, rolling refused uses back', async () => {
    const promo = await addCode(shop(), { per_customer_limit: 1 });
    const same = Array.from({ length: 10 }, (_, index) => ({
      customerId: null,
      email: index % 2 ? 'Anna@Example.com ' : 'anna@example.com',
    }));
    const outcomes = await redeemInParallel(shop(), promo.id, same);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(outcomes)).toEqual(Array(9).fill('promocode.per_customer_limit'));
    expect(await counters(shop(), promo.id)).toEqual({ used: 1, usages: 1 });
    // Another shopper still may.
    expect(
      (await redeemInParallel(shop(), promo.id, [{ customerId: null, email: 'boris@example.com' }]))[0]?.status,
    ).toBe('fulfilled');
    expect(await counters(shop(), promo.id)).toEqual({ used: 2, usages: 2 });
  });

  it('checks the per-customer limit when pricing for a known customer, never for a guest', async () => {
    const promo = await addCode(shop(), { per_customer_limit: 1 });
    await redeemInParallel(shop(), promo.id, [{ customerId: null, email: 'anna@example.com' }]);
    const anna = { customerId: null, email: ' ANNA@example.com' };
    expect((await lookUpPromoCode(shop().db, promo.code, { now: Date.now(), customer: anna })).reason).toBe(
      'promocode.per_customer_limit',
    );
    expect((await lookUpPromoCode(shop().db, promo.code, { now: Date.now() })).reason).toBeNull();
    const [variant] = (await sellableVariantIds(shop(), 1)) as [number];
    await setVariant(shop(), variant, { price_minor: 1000, discount_price_minor: null, stock: 5 });
    const items = [{ product_variant_id: variant, quantity: 1 }];
    const forAnna = await priceCartItems(shop().db, items, promo.code, { customer: anna });
    expect(forAnna.pricing).toMatchObject({
      totalMinor: 1000,
      promo: { applied: false, reason: 'promocode.per_customer_limit' },
    });
    const forGuest = await priceCartItems(shop().db, items, promo.code);
    expect(forGuest.pricing).toMatchObject({ totalMinor: 900, promo: { applied: true, reason: null } });
  });
});

describeEachDatabase('promo codes read for pricing', (shop) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`keeps a code's row for ${PROMO_CODE_CACHE_MS} ms, except after a use is taken here, and never inside a transaction`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const promo = await addCode(shop(), { usage_limit: 2 });
    const reason = async (db = shop().db) => (await lookUpPromoCode(db, promo.code, { now: Date.now() })).reason;
    expect(await reason()).toBeNull();
    // An operator switches the code off in the database: pricing sees it within the cache's time.
    await shop().db.updateTable('promo_codes').set({ active: 0 }).where('id', '=', promo.id).execute();
    expect(await reason()).toBeNull();
    expect(
      await shop()
        .db.transaction()
        .execute((trx) => reason(trx)),
    ).toBe('promocode.unknown');
    vi.setSystemTime(Date.now() + PROMO_CODE_CACHE_MS);
    expect(await reason()).toBe('promocode.unknown');

    // A use taken by a checkout of this process shows at once.
    await shop().db.updateTable('promo_codes').set({ active: 1, used_count: 1 }).where('id', '=', promo.id).execute();
    vi.setSystemTime(Date.now() + PROMO_CODE_CACHE_MS);
    expect(await reason()).toBeNull();
    expect(
      (await redeemInParallel(shop(), promo.id, [{ customerId: null, email: 'anna@example.com' }]))[0]?.status,
    ).toBe('fulfilled');
    expect(await reason()).toBe('promocode.exhausted');
  });

  it('checks dates against each request, whatever is kept', async () => {
    const endsAt = Date.now() + 60_000;
    const promo = await addCode(shop(), { ends_at: endsAt });
    expect((await lookUpPromoCode(shop().db, promo.code, { now: endsAt - 1 })).reason).toBeNull();
    expect((await lookUpPromoCode(shop().db, promo.code, { now: endsAt })).reason).toBe('promocode.expired');
  });
});
