import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What refunding a flagged payment needs: the payment, its provider's intent, its order's number for the log. */
export interface RefundDue {
  id: number;
  publicId: string;
  paymentIntent: string | null;
  orderNumber: string;
}

const refundDueQuery = (db: Db) =>
  db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.public_id as publicId', 'p.payment_intent as paymentIntent', 'o.number as orderNumber'])
    .where('p.refund_state', '=', 'needed')
    .where('p.public_id', 'is not', null)
    .$narrowType<{ publicId: string }>();

/** One payment flagged for refund (`refund_state = 'needed'`), or undefined. */
export async function refundDue(db: Db, paymentId: number): Promise<RefundDue | undefined> {
  return refundDueQuery(db).where('p.id', '=', paymentId).executeTakeFirst();
}

/** Stripe payments flagged for refund that name a payment intent to refund, oldest first. */
export async function stripeRefundsDue(db: Db, limit: number): Promise<RefundDue[]> {
  return refundDueQuery(db)
    .where('p.provider', '=', 'stripe')
    .where('p.payment_intent', 'is not', null)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Moves a flagged payment's refund on from `needed`; false when another process already did. */
export async function settleRefundRequest(
  db: Db,
  paymentId: number,
  refundState: 'requested' | 'refunded' | 'failed',
  refundRef: string | null,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ refund_state: refundState, refund_ref: refundRef, updated_at: now })
    .where('id', '=', paymentId)
    .where('refund_state', '=', 'needed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A Stripe payment by the payment intent stored when it was paid, with its order's number. */
export function stripePaymentByIntent(db: Db, paymentIntent: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.public_id as publicId', 'o.number as orderNumber'])
    .where('p.provider', '=', 'stripe')
    .where('p.payment_intent', '=', paymentIntent)
    .executeTakeFirst();
}
