import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordProductChanges } from '../changes/service';
import { forgetCachedPromoCodes } from '../promo/service';
import {
  cancelOpenOrder,
  cancelPendingPayments,
  expiredReservations,
  orderLines,
  releasePromoUse,
  returnStock,
  takeStock,
} from './repository';
import { noteStockShown } from './stock-shown';

/**
 * Cancels an unpaid `new` order and gives back its stock and promo-code use, once: the guarded
 * status update decides, so a payment confirmed at the same moment and a second sweeper cannot
 * both win. With `expiredBy`, only when its reservation ran out before then. True when cancelled.
 */
export async function cancelUnpaidOrder(
  db: Kysely<Database>,
  orderId: number,
  now: number,
  expiredBy?: number,
): Promise<boolean> {
  const cancelled = await db.transaction().execute(async (trx) => {
    const result = await cancelOpenOrder(trx, orderId, now, expiredBy);
    if (!result) return false;
    const shown = new Set<number>();
    for (const line of await orderLines(trx, orderId))
      if (line.variant_id !== null)
        noteStockShown(shown, await returnStock(trx, line.variant_id, line.quantity), line.quantity);
    if (result.promo_code_id !== null) await releasePromoUse(trx, orderId, result.promo_code_id);
    await cancelPendingPayments(trx, orderId, now);
    await recordProductChanges(trx, shown);
    return true;
  });
  // A promo-code use given back shows in cart prices at once.
  if (cancelled) forgetCachedPromoCodes();
  return cancelled;
}

/** Cancels the orders whose reservation ran out (a batch at a time); how many were cancelled. */
export async function expireReservations(db: Kysely<Database>, now = Date.now(), batch = 100): Promise<number> {
  let cancelled = 0;
  for (const { id } of await expiredReservations(db, now, batch))
    if (await cancelUnpaidOrder(db, id, now, now)) cancelled += 1;
  return cancelled;
}

/**
 * Takes the stock of a cancelled order again (its payment arrived after the reservation ran
 * out), all lines or none, inside the caller's transaction. False when something sold out meanwhile.
 */
export async function retakeStock(trx: Kysely<Database>, orderId: number): Promise<boolean> {
  const lines = (await orderLines(trx, orderId))
    .filter((line) => line.variant_id !== null)
    .sort((a, b) => (a.variant_id ?? 0) - (b.variant_id ?? 0));
  const taken: typeof lines = [];
  const shown = new Set<number>();
  for (const line of lines) {
    const move = await takeStock(trx, line.variant_id ?? 0, line.quantity);
    if (!move) {
      for (const back of taken) await returnStock(trx, back.variant_id ?? 0, back.quantity);
      return false;
    }
    noteStockShown(shown, move, -line.quantity);
    taken.push(line);
  }
  await recordProductChanges(trx, shown);
  return true;
}
