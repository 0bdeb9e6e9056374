import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  lockUnpaidOrderHolders,
  numberOrderAndWriteLines,
  openUnpaidOrders,
  takeStocks,
} from '../../src/modules/orders/repository';
import { dialectOf } from '../../src/db/database';
import { consumeAndRecordPromoUse } from '../../src/modules/promo/repository';
import { describeEachDatabase } from '../helpers/build-app';
import { addPromoCode, checkoutForm, placeOrder, stockVariant } from '../helpers/checkout';
import { sellableVariantIds } from '../helpers/variants';

// The checkout's statements over several rows at once (one each on PostgreSQL), on both engines.
describeEachDatabase('order queries over lists (takeStocks, numberOrderAndWriteLines, openUnpaidOrders)', (shop) => {
  const stockOf = async (id: number) =>
    (await shop().db.selectFrom('product_variants').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
      .stock;

  it('takes every line it can, whatever the order and length of the list, and leaves one short of stock alone', async () => {
    const [a = 0, b = 0, c = 0] = await sellableVariantIds(shop(), 3);
    await stockVariant(shop(), a, 5);
    await stockVariant(shop(), b, 5);
    await stockVariant(shop(), c, 1);
    const taken = await takeStocks(shop().db, [
      { variantId: b, quantity: 2 },
      { variantId: a, quantity: 1 },
    ]);
    expect([...taken.keys()].sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
    expect([await stockOf(a), await stockOf(b)]).toEqual([4, 3]);
    // Each variant taken comes with its product and the stock left, for the change log.
    expect(taken.get(a)?.stock).toBe(4);
    expect(taken.get(b)?.stock).toBe(3);

    const one = await takeStocks(shop().db, [{ variantId: a, quantity: 4 }]);
    expect([...one.keys()]).toEqual([a]);
    expect(await stockOf(a)).toBe(0);

    // c has 1: asked for 2, it is not taken (nor changed); the caller rolls back what was.
    const partial = await takeStocks(shop().db, [
      { variantId: c, quantity: 2 },
      { variantId: b, quantity: 1 },
    ]);
    expect(partial.has(c)).toBe(false);
    expect(await stockOf(c)).toBe(1);
    expect(await takeStocks(shop().db, [])).toEqual(new Map());
  });

  it('numbers an order and writes its lines in the order given, with their SKUs as snapshots', async () => {
    const [a = 0, b = 0] = await sellableVariantIds(shop(), 2);
    await stockVariant(shop(), a, 10);
    const placed = await placeOrder(shop(), await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }]));
    const skuOf = async (id: number) =>
      (await shop().db.selectFrom('product_variants').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku;
    const line = (variantId: number | null, quantity: number, name: string) => ({
      order_id: placed.order.id,
      variant_id: variantId,
      product_id: null,
      product_name: name,
      color_name: 'Coral',
      size_name: 'M',
      quantity,
      unit_price_minor: 1250,
      unit_discount_price_minor: 1000,
      line_total_minor: 1000 * quantity,
    });
    const number = `TEST-${placed.order.id}`;
    const written = await shop()
      .db.transaction()
      .execute((trx) =>
        numberOrderAndWriteLines(trx, placed.order.id, number, [line(b, 2, 'second'), line(null, 1, 'gone')]),
      );
    expect(
      written.map((row) => [row.variant_id, row.sku, row.product_name, row.quantity, row.line_total_minor]),
    ).toEqual([
      [b, await skuOf(b), 'second', 2, 2000],
      [null, '', 'gone', 1, 1000],
    ]);
    expect(written.every((row) => row.order_id === placed.order.id)).toBe(true);
    const order = await shop()
      .db.selectFrom('orders')
      .select('number')
      .where('id', '=', placed.order.id)
      .executeTakeFirstOrThrow();
    expect(order.number).toBe(number);
  });

  it('finds a holder’s open unpaid orders by mailbox or client key in one query, saying which matched', async () => {
    const [a = 0] = await sellableVariantIds(shop(), 1);
    await stockVariant(shop(), a, 10);
    const form = await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }]);
    await placeOrder(shop(), form);
    const stored = await shop()
      .db.selectFrom('orders')
      .select(['mailbox', 'client_key', 'reserved_until'])
      .where('email', '=', form.contact.email)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const byMailbox = await openUnpaidOrders(shop().db, { mailbox: stored.mailbox ?? '', clientKey: null }, now);
    expect(byMailbox).toEqual([stored]);
    const byKey = await openUnpaidOrders(
      shop().db,
      { mailbox: 'nobody@example.com', clientKey: stored.client_key },
      now,
    );
    expect(byKey).toEqual([stored]);
    expect(
      await openUnpaidOrders(shop().db, { mailbox: stored.mailbox ?? '', clientKey: null }, Number.MAX_SAFE_INTEGER),
    ).toEqual([]);
    // The holders' advisory locks (PostgreSQL) are taken in one statement and released with the transaction.
    if (dialectOf(shop().db) !== 'postgres') return;
    const held = await shop()
      .db.transaction()
      .execute(async (trx) => {
        await lockUnpaidOrderHolders(trx, ['mailbox:b', 'client:a']);
        const { rows } = await sql<{
          count: number;
        }>`select count(*) as count from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`.execute(trx);
        return Number(rows[0]?.count);
      });
    expect(held).toBe(2);
  });

  it('takes a code’s use and records it in one statement, and neither once its limit is reached (PostgreSQL)', async () => {
    if (dialectOf(shop().db) !== 'postgres') return;
    const promo = await addPromoCode(shop(), { usage_limit: 1 });
    const use = { promoCodeId: promo.id, orderId: null, customerId: null, email: 'buyer@example.com', at: Date.now() };
    const state = async () => ({
      used: (
        await shop()
          .db.selectFrom('promo_codes')
          .select('used_count')
          .where('id', '=', promo.id)
          .executeTakeFirstOrThrow()
      ).used_count,
      usages: await shop()
        .db.selectFrom('promo_code_usages')
        .select(['order_id', 'customer_id', 'email'])
        .where('promo_code_id', '=', promo.id)
        .execute(),
    });
    expect(await consumeAndRecordPromoUse(shop().db, use)).toBe(true);
    expect(await state()).toEqual({
      used: 1,
      usages: [{ order_id: null, customer_id: null, email: 'buyer@example.com' }],
    });
    expect(await consumeAndRecordPromoUse(shop().db, use)).toBe(false);
    expect((await state()).used).toBe(1);
    expect((await state()).usages).toHaveLength(1);
  });
});
