import { sql } from 'kysely';
import { mailboxOf } from '../../lib/mailbox';
import { createIndex, type MigrationContext } from './helpers';

/**
 * Production hardening: what a payment learned from its provider (the payment intent, which
 * refunds name) and whether it must be refunded (a second payment of a paid order); the client
 * an order was placed from (a keyed hash of its address) and its e-mail's mailbox, for the cap on
 * unpaid orders; tries
 * counted on reset links as on e-mailed codes; when a session was last used (its idle timeout).
 * Promo-code uses recorded by e-mail are folded to the mailbox, so aliases count as one customer.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;
  await db.schema.alterTable('payments').addColumn('payment_intent', 'text').execute();
  await db.schema.alterTable('payments').addColumn('refund_state', 'text').execute();
  await db.schema.alterTable('payments').addColumn('refund_ref', 'text').execute();
  await createIndex(ctx, 'payments', ['provider', 'payment_intent']);
  await createIndex(ctx, 'payments', ['refund_state']);

  await db.schema.alterTable('orders').addColumn('client_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('mailbox', 'text').execute();
  await createIndex(ctx, 'orders', ['client_key', 'created_at']);
  await createIndex(ctx, 'orders', ['mailbox', 'created_at']);

  await db.schema
    .alterTable('password_resets')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await createIndex(ctx, 'password_resets', ['expires_at']);
  await db.schema.alterTable('auth_sessions').addColumn('last_seen_at', 'bigint').execute();
  await db
    .updateTable('auth_sessions')
    .set({ last_seen_at: sql`created_at` })
    .execute();

  const usages = (await db
    .selectFrom('promo_code_usages')
    .select(['id', 'email'])
    .where('email', 'is not', null)
    .execute()) as { id: number; email: string }[];
  for (const usage of usages) {
    const mailbox = mailboxOf(usage.email);
    if (mailbox !== usage.email)
      await db.updateTable('promo_code_usages').set({ email: mailbox }).where('id', '=', usage.id).execute();
  }
}

export async function down(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;
  await db.schema.alterTable('auth_sessions').dropColumn('last_seen_at').execute();
  await db.schema.dropIndex('password_resets_expires_at_idx').execute();
  await db.schema.alterTable('password_resets').dropColumn('attempts').execute();
  await db.schema.dropIndex('orders_mailbox_created_at_idx').execute();
  await db.schema.dropIndex('orders_client_key_created_at_idx').execute();
  await db.schema.alterTable('orders').dropColumn('mailbox').execute();
  await db.schema.alterTable('orders').dropColumn('client_key').execute();
  await db.schema.dropIndex('payments_refund_state_idx').execute();
  await db.schema.dropIndex('payments_provider_payment_intent_idx').execute();
  for (const column of ['payment_intent', 'refund_state', 'refund_ref'])
    await db.schema.alterTable('payments').dropColumn(column).execute();
}
