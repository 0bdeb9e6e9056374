import { describe, expect, it } from 'vitest';
import { sampleLine, sampleOrder } from '../testing/orders';
import { buyAgainItems, buyAgainOutcome } from './buyAgain';

describe('buy again', () => {
  it('sends each variant once with its quantities added, at most 99, the most a cart line holds', () => {
    const order = sampleOrder({
      lines: [
        sampleLine(1, { quantity: 2 }),
        sampleLine(2),
        sampleLine(1, { quantity: 3 }),
        sampleLine(3, { quantity: 99 }),
      ],
    });
    expect(buyAgainItems(order)).toEqual([
      { product_variant_id: 1, quantity: 5 },
      { product_variant_id: 2, quantity: 1 },
      { product_variant_id: 3, quantity: 99 },
    ]);
    const many = sampleOrder({ lines: Array.from({ length: 11 }, () => sampleLine(4, { quantity: 99 })) });
    expect(buyAgainItems(many)).toEqual([{ product_variant_id: 4, quantity: 99 }]);
  });

  it('counts the pieces added and names the lines that fell short', () => {
    const order = sampleOrder({
      lines: [sampleLine(1, { quantity: 3 }), sampleLine(2, { quantity: 2 }), sampleLine(3, { color_name: 'Navy' })],
    });
    const outcome = buyAgainOutcome(order, {
      adjusted: [
        { product_variant_id: 1, requested: 3, added: 1, reason: 'cart.not_enough_stock' },
        { product_variant_id: 3, requested: 1, added: 0, reason: 'cart.sold_out' },
      ],
    });
    expect(outcome.added).toBe(3);
    expect(outcome.shortfalls).toEqual([
      { name: 'Coral Wave swimsuit 1 (Coral, M)', requested: 3, added: 1, reason: 'cart.not_enough_stock' },
      { name: 'Coral Wave swimsuit 3 (Navy, M)', requested: 1, added: 0, reason: 'cart.sold_out' },
    ]);
    expect(buyAgainOutcome(order, { adjusted: [] }).added).toBe(6);
  });
});
