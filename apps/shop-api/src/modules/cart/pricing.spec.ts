import { describe, expect, it } from 'vitest';
import { mulDivHalfUp, priceCart, type PricedVariant, type PricingPromo, type PromoTerms } from './pricing';

let nextId = 1;
function variant(price: number, options: Partial<PricedVariant> = {}): PricedVariant {
  return { id: nextId++, price_minor: price, discount_price_minor: null, stock: 50, sold: true, ...options };
}

function promo(type: PromoTerms['type'], value: number, minCart = 0): PricingPromo {
  return { code: 'TEST', terms: { id: 1, code: 'TEST', type, value, min_cart_minor: minCart }, reason: null };
}

describe('mulDivHalfUp', () => {
  it('rounds half up and exactly, beyond the integers a double holds', () => {
    expect(mulDivHalfUp(1005, 90, 100)).toBe(905); // 904.5
    expect(mulDivHalfUp(1004, 90, 100)).toBe(904); // 903.6
    expect(mulDivHalfUp(1001, 90, 100)).toBe(901); // 900.9
    expect(mulDivHalfUp(1015, 85, 100)).toBe(863); // 862.75
    expect(mulDivHalfUp(3333, 8999, 9999)).toBe(3000); // 2999.67
    // 99,999,999 × 9,899,999,901 / 9,900,000,000: a product past 2^53 still rounds right.
    expect(mulDivHalfUp(99_999_999, 9_899_999_901, 9_900_000_000)).toBe(99_999_998);
  });

  it('agrees with exact integer arithmetic on either side of the largest safe integer', () => {
    const exact = (a: number, b: number, c: number) =>
      Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
    // A fixed sequence (a linear congruential generator), so a failure names its inputs and repeats.
    let seed = 12_345;
    const next = (limit: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * limit);
    };
    const cases: Array<[number, number, number]> = [
      [Math.floor(Number.MAX_SAFE_INTEGER / 200), 99, 100],
      [Math.floor(Number.MAX_SAFE_INTEGER / 2), 1, 3],
      [2 ** 26, 2 ** 26, 7],
    ];
    for (let i = 0; i < 2_000; i += 1)
      cases.push([next(10_000_000), next(101), 1 + next(100)], [next(2 ** 30), next(2 ** 24), 1 + next(2 ** 30)]);
    for (const [a, b, c] of cases) expect(mulDivHalfUp(a, b, c), `${a} × ${b} / ${c}`).toBe(exact(a, b, c));
  });
});

describe('priceCart', () => {
  it('sums list prices and product discounts without a code', () => {
    const pricing = priceCart(
      [
        { variant: variant(5990), quantity: 1 },
        { variant: variant(1450, { discount_price_minor: 1305 }), quantity: 2 },
      ],
      null,
    );
    expect(pricing).toMatchObject({
      listMinor: 8890,
      totalMinor: 8600,
      saleMinor: 290,
      promoMinor: 0,
      freeDelivery: false,
      promo: null,
    });
    expect(pricing.lines.map((line) => [line.unitMinor, line.lineMinor])).toEqual([
      [5990, 5990],
      [1305, 2610],
    ]);
  });

  it('takes a percentage off each unit, rounded half up, as the contract example shows', () => {
    const pricing = priceCart(
      [
        { variant: variant(5990), quantity: 1 },
        { variant: variant(1450), quantity: 2 },
      ],
      promo('percentage', 10),
    );
    expect(pricing.lines.map((line) => line.unitMinor)).toEqual([5391, 1305]);
    expect(pricing).toMatchObject({
      listMinor: 8890,
      totalMinor: 8001,
      promoMinor: 889,
      promo: { applied: true, reason: null },
    });
  });

  it('rounds each unit, not the total: three units of 10.05 at 10% cost 3 × 9.05', () => {
    const pricing = priceCart([{ variant: variant(1005), quantity: 3 }], promo('percentage', 10));
    expect(pricing.lines[0]).toMatchObject({ unitMinor: 905, lineMinor: 2715 });
    expect(pricing.totalMinor).toBe(2715);
    expect(pricing.promoMinor).toBe(300);
  });

  it('applies a percentage on top of the product discount', () => {
    const pricing = priceCart(
      [{ variant: variant(5000, { discount_price_minor: 4000 }), quantity: 1 }],
      promo('percentage', 25),
    );
    expect(pricing).toMatchObject({ listMinor: 5000, saleMinor: 1000, promoMinor: 1000, totalMinor: 3000 });
  });

  it('spreads a fixed amount over the units by price, each rounded half up', () => {
    const pricing = priceCart(
      [
        { variant: variant(2000), quantity: 1 },
        { variant: variant(1000), quantity: 2 },
      ],
      promo('fixed', 500),
    );
    // goods 4000 → each unit costs 7/8 of its price.
    expect(pricing.lines.map((line) => line.unitMinor)).toEqual([1750, 875]);
    expect(pricing).toMatchObject({ totalMinor: 3500, promoMinor: 500 });
    // 3 × 33.33 less 10.00: units of 29.9967 → 30.00, so 9.99 off, within half a cent per unit.
    const uneven = priceCart([{ variant: variant(3333), quantity: 3 }], promo('fixed', 1000));
    expect(uneven).toMatchObject({ totalMinor: 9000, promoMinor: 999 });
  });

  it('never takes a fixed amount below 0', () => {
    const pricing = priceCart([{ variant: variant(300), quantity: 2 }], promo('fixed', 5000));
    expect(pricing).toMatchObject({ totalMinor: 0, promoMinor: 600, listMinor: 600 });
    expect(priceCart([], promo('fixed', 500))).toMatchObject({
      totalMinor: 0,
      promoMinor: 0,
      promo: { applied: true },
    });
  });

  it('sets free delivery without changing a price', () => {
    const pricing = priceCart([{ variant: variant(1990), quantity: 1 }], promo('free_delivery', 0));
    expect(pricing).toMatchObject({ totalMinor: 1990, promoMinor: 0, freeDelivery: true, promo: { applied: true } });
  });

  it('compares the minimum cart with the goods after product discounts', () => {
    const reached = priceCart(
      [{ variant: variant(6000, { discount_price_minor: 5000 }), quantity: 1 }],
      promo('percentage', 20, 5000),
    );
    expect(reached.promo).toMatchObject({ applied: true, reason: null });
    const short = priceCart(
      [{ variant: variant(6000, { discount_price_minor: 4999 }), quantity: 1 }],
      promo('percentage', 20, 5000),
    );
    expect(short).toMatchObject({
      totalMinor: 4999,
      promoMinor: 0,
      freeDelivery: false,
      promo: { applied: false, reason: 'promocode.min_cart' },
    });
    const freeShipping = priceCart([{ variant: variant(100), quantity: 1 }], promo('free_delivery', 0, 5000));
    expect(freeShipping.freeDelivery).toBe(false);
  });

  it('reports a code that cannot be used and prices without it', () => {
    const pricing = priceCart([{ variant: variant(1000), quantity: 1 }], {
      code: 'OLD',
      terms: null,
      reason: 'promocode.expired',
    });
    expect(pricing).toMatchObject({
      totalMinor: 1000,
      promo: { code: 'OLD', applied: false, reason: 'promocode.expired' },
    });
  });

  it('prices lines short of stock or no longer sold, marked unavailable', () => {
    const pricing = priceCart(
      [
        { variant: variant(1000, { stock: 2 }), quantity: 3 },
        { variant: variant(1000, { stock: 2 }), quantity: 2 },
        { variant: variant(1000, { stock: 9, sold: false }), quantity: 1 },
      ],
      null,
    );
    expect(pricing.lines.map((line) => [line.stock, line.available])).toEqual([
      [2, false],
      [2, true],
      [0, false],
    ]);
    expect(pricing.totalMinor).toBe(6000);
  });

  it('never raises a price above the list price when a discount price is higher', () => {
    const pricing = priceCart([{ variant: variant(1000, { discount_price_minor: 1200 }), quantity: 1 }], null);
    expect(pricing).toMatchObject({ totalMinor: 1000, saleMinor: 0 });
  });
});
