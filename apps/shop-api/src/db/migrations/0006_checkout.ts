import { sql } from 'kysely';
import { createIndex, createTableWithId, dropTables, type MigrationContext } from './helpers';

/**
 * What checkout and payment need beyond 0003: the delivery chosen (its option and promised time)
 * and the campaign data of an order, when its confirmation went out; a payment's public id and
 * expiry; the test gateway's own record of outcomes and their callbacks, delivered until
 * acknowledged.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;
  for (const [column, type] of [
    ['delivery_option', 'text'],
    ['delivery_min_days', 'integer'],
    ['delivery_max_days', 'integer'],
    ['tracking', 'text'],
    ['confirmation_sent_at', 'bigint'],
  ] as const) {
    await db.schema.alterTable('orders').addColumn(column, type).execute();
  }

  await db.schema.alterTable('payments').addColumn('public_id', 'text').execute();
  await db.schema.alterTable('payments').addColumn('expires_at', 'bigint').execute();
  await db.schema.alterTable('payments').addColumn('paid_at', 'bigint').execute();
  await db.schema.alterTable('payments').addColumn('redirect_url', 'text').execute();
  await createIndex(ctx, 'payments', ['public_id'], { unique: true });

  await createTableWithId(ctx, 'gateway_events')
    .addColumn('event_id', 'text', (col) => col.notNull().unique())
    .addColumn('payment_public_id', 'text', (col) => col.notNull().unique())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('delivered_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('gateway_events_outcome_check', sql`outcome in ('paid', 'declined')`)
    .execute();
  await createIndex(ctx, 'gateway_events', ['delivered_at', 'next_attempt_at']);
}

export async function down(ctx: MigrationContext): Promise<void> {
  await dropTables(ctx, ['gateway_events']);
  await ctx.db.schema.dropIndex('payments_public_id_key').execute();
  for (const column of ['public_id', 'expires_at', 'paid_at', 'redirect_url'])
    await ctx.db.schema.alterTable('payments').dropColumn(column).execute();
  for (const column of [
    'delivery_option',
    'delivery_min_days',
    'delivery_max_days',
    'tracking',
    'confirmation_sent_at',
  ]) {
    await ctx.db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
