import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { durableTransaction } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { buildTestApp, type TestShop } from '../helpers/build-app';
import { checkoutForm, gatewayCallback, placeOrder, startPayment } from '../helpers/checkout';
import { sellableVariantIds } from '../helpers/variants';

/** SQLite's `synchronous` as the connection has it now: 1 NORMAL, 2 FULL. */
const synchronous = async (db: Kysely<Database>) =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous;

// SQLite only: PostgreSQL commits durably by itself (synchronous_commit), there is nothing to switch.
describe('orders survive a power cut on SQLite (synchronous = FULL for their commits)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestApp();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('commits a durable transaction at FULL and everything else at NORMAL, however they interleave', async () => {
    const { db } = shop;
    expect(await synchronous(db)).toBe(1);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const durable = durableTransaction(db, async (trx) => {
      const inside = await synchronous(trx);
      await held;
      return inside;
    });
    // Statements and transactions asked for meanwhile wait for the connection, and never run at FULL.
    const outside = synchronous(db);
    const plain = db.transaction().execute((trx) => synchronous(trx));
    release();
    expect(await durable).toBe(2);
    expect(await outside).toBe(1);
    expect(await plain).toBe(1);
    expect(await synchronous(db)).toBe(1);
    // A durable transaction that fails switches back too.
    await expect(durableTransaction(db, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await synchronous(db)).toBe(1);
  });

  it('commits a placed order and its payment at FULL', async () => {
    const pragma = vi.spyOn(SQLite.prototype, 'pragma');
    try {
      const [variant] = await sellableVariantIds(shop, 1);
      const { order } = await placeOrder(
        shop,
        await checkoutForm(shop, [{ product_variant_id: variant ?? 0, quantity: 1 }]),
      );
      const switches = () =>
        pragma.mock.calls.map(([text]) => text).filter((text) => String(text).startsWith('synchronous'));
      expect(switches()).toEqual(['synchronous = FULL', 'synchronous = NORMAL']);
      const started = await startPayment(shop, order);
      pragma.mockClear();
      const paid = await gatewayCallback(shop, {
        payment_id: started.payment_id,
        event_id: `evt_durable_${Date.now()}`,
        outcome: 'paid',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(switches()).toEqual(['synchronous = FULL', 'synchronous = NORMAL']);
    } finally {
      pragma.mockRestore();
    }
  });
});
