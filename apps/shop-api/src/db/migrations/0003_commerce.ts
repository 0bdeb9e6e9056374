import { sql } from 'kysely';
import { addFlag, createIndex, createTableWithId, dropTables, type MigrationContext } from './helpers';

/**
 * Selling: promo codes, delivery and payment methods, carts, orders and their lines, payments and
 * provider events, idempotency keys. Counters that must never overrun (stock, promo uses) carry
 * CHECK constraints, so a guarded statement that races still cannot break them.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;

  let promoCodes = createTableWithId(ctx, 'promo_codes')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('min_cart_minor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint')
    .addColumn('ends_at', 'bigint')
    .addColumn('usage_limit', 'integer')
    .addColumn('used_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('per_customer_limit', 'integer')
    .addColumn('redirect', 'text');
  promoCodes = addFlag(promoCodes, 'active', 1);
  await promoCodes
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('promo_codes_type_check', sql`type in ('percentage', 'fixed', 'free_delivery')`)
    .addCheckConstraint('promo_codes_value_check', sql`value >= 0 and (type <> 'percentage' or value <= 100)`)
    .addCheckConstraint(
      'promo_codes_used_count_check',
      sql`used_count >= 0 and (usage_limit is null or used_count <= usage_limit)`,
    )
    .execute();

  let deliveryMethods = createTableWithId(ctx, 'delivery_methods')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('zones', 'text', (col) => col.notNull())
    .addColumn('free_from_minor', 'integer')
    .addColumn('max_weight_grams', 'integer')
    .addColumn('pickup_point', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0));
  deliveryMethods = addFlag(deliveryMethods, 'active', 1);
  await deliveryMethods
    .addCheckConstraint('delivery_methods_type_check', sql`type in ('courier', 'pickup', 'post')`)
    .execute();

  await db.schema
    .createTable('delivery_method_translations')
    .addColumn('delivery_method_id', 'integer', (col) =>
      col.notNull().references('delivery_methods.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('delivery_method_translations_pkey', ['delivery_method_id', 'locale'])
    .execute();

  let paymentMethods = createTableWithId(ctx, 'payment_methods')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('provider', 'text', (col) => col.notNull());
  paymentMethods = addFlag(paymentMethods, 'online', 1);
  paymentMethods = paymentMethods
    .addColumn('delivery_method_codes', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0));
  paymentMethods = addFlag(paymentMethods, 'active', 1);
  await paymentMethods.execute();

  await db.schema
    .createTable('payment_method_translations')
    .addColumn('payment_method_id', 'integer', (col) =>
      col.notNull().references('payment_methods.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('payment_method_translations_pkey', ['payment_method_id', 'locale'])
    .execute();

  await createTableWithId(ctx, 'carts')
    .addColumn('token', 'text', (col) => col.unique())
    .addColumn('customer_id', 'integer', (col) => col.unique().references('customers.id').onDelete('cascade'))
    .addColumn('promo_code_id', 'integer', (col) => col.references('promo_codes.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndex(ctx, 'carts', ['promo_code_id']);
  await createIndex(ctx, 'carts', ['updated_at']);

  await createTableWithId(ctx, 'cart_items')
    .addColumn('cart_id', 'integer', (col) => col.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (col) => col.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('cart_items_quantity_check', sql`quantity > 0`)
    .addUniqueConstraint('cart_items_cart_variant_key', ['cart_id', 'variant_id'])
    .execute();
  await createIndex(ctx, 'cart_items', ['variant_id']);

  let orders = createTableWithId(ctx, 'orders')
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('crypto', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payment_state', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('house', 'text', (col) => col.notNull());
  orders = addFlag(orders, 'entire_house', 0);
  await orders
    .addColumn('flat', 'text')
    .addColumn('floor', 'text')
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('delivery_method_id', 'integer', (col) =>
      col.notNull().references('delivery_methods.id').onDelete('restrict'),
    )
    .addColumn('payment_method_id', 'integer', (col) =>
      col.notNull().references('payment_methods.id').onDelete('restrict'),
    )
    .addColumn('subtotal_minor', 'integer', (col) => col.notNull())
    .addColumn('discount_minor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('delivery_minor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('promo_code_id', 'integer', (col) => col.references('promo_codes.id').onDelete('set null'))
    .addColumn('promo_code', 'text')
    .addColumn('note', 'text')
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('request_hash', 'text')
    .addColumn('reserved_until', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint(
      'orders_money_check',
      sql`subtotal_minor >= 0 and discount_minor >= 0 and delivery_minor >= 0 and total_minor >= 0`,
    )
    .execute();
  await createIndex(ctx, 'orders', ['customer_id', 'created_at']);
  await createIndex(ctx, 'orders', ['delivery_method_id']);
  await createIndex(ctx, 'orders', ['payment_method_id']);
  await createIndex(ctx, 'orders', ['promo_code_id']);
  await createIndex(ctx, 'orders', ['status', 'reserved_until']);
  await createIndex(ctx, 'orders', ['email']);

  await createTableWithId(ctx, 'order_lines')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (col) => col.references('product_variants.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('color_name', 'text', (col) => col.notNull())
    .addColumn('size_name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price_minor', 'integer', (col) => col.notNull())
    .addColumn('unit_discount_price_minor', 'integer', (col) => col.notNull())
    .addColumn('line_total_minor', 'integer', (col) => col.notNull())
    .addCheckConstraint('order_lines_quantity_check', sql`quantity > 0`)
    .execute();
  await createIndex(ctx, 'order_lines', ['order_id']);
  await createIndex(ctx, 'order_lines', ['variant_id']);
  await createIndex(ctx, 'order_lines', ['product_id']);

  await createTableWithId(ctx, 'promo_code_usages')
    .addColumn('promo_code_id', 'integer', (col) => col.notNull().references('promo_codes.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndex(ctx, 'promo_code_usages', ['promo_code_id', 'customer_id']);
  await createIndex(ctx, 'promo_code_usages', ['promo_code_id', 'email']);
  await createIndex(ctx, 'promo_code_usages', ['order_id']);
  await createIndex(ctx, 'promo_code_usages', ['customer_id']);

  await createTableWithId(ctx, 'payments')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('payments_amount_check', sql`amount_minor >= 0`)
    .execute();
  await createIndex(ctx, 'payments', ['order_id']);
  await createIndex(ctx, 'payments', ['provider', 'provider_ref']);

  await createTableWithId(ctx, 'payment_events')
    .addColumn('payment_id', 'integer', (col) => col.references('payments.id').onDelete('set null'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_event_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .addColumn('processed_at', 'bigint')
    .addUniqueConstraint('payment_events_provider_event_key', ['provider', 'provider_event_id'])
    .execute();
  await createIndex(ctx, 'payment_events', ['payment_id']);

  await createTableWithId(ctx, 'idempotency_keys')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('idempotency_keys_scope_key_key', ['scope', 'key'])
    .execute();
  await createIndex(ctx, 'idempotency_keys', ['created_at']);
}

export async function down(ctx: MigrationContext): Promise<void> {
  await dropTables(ctx, [
    'idempotency_keys',
    'payment_events',
    'payments',
    'promo_code_usages',
    'order_lines',
    'orders',
    'cart_items',
    'carts',
    'payment_method_translations',
    'payment_methods',
    'delivery_method_translations',
    'delivery_methods',
    'promo_codes',
  ]);
}
