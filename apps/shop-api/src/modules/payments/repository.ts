import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

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
