import type { Order } from '@shop/api';
import { readJson, writeJson } from '@shop/i18n';
import { PURCHASES_SENT_KEY } from './constants';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Orders remembered as sent: enough for a shopper's own history on this device. */
const REMEMBERED = 50;

/**
 * GA4's `purchase` for an order, once per order on this device (the order page may be opened
 * again, reloaded or left open while it polls). True when it was pushed now.
 */
export function pushPurchase(order: Order, target: DataLayerWindow = window): boolean {
  const sent = readJson<number[]>('local', PURCHASES_SENT_KEY) ?? [];
  if (sent.includes(order.id)) return false;
  writeJson('local', PURCHASES_SENT_KEY, [...sent, order.id].slice(-REMEMBERED));
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      orderId: order.id,
      value: order.totals.total_price,
      price: order.totals.total_price,
      shipping: order.totals.delivery_price,
      currency: order.totals.currency,
      coupon: order.promocode ?? undefined,
      items: order.lines.map((line) => ({
        item_id: String(line.product_variant_id),
        item_name: line.product_name,
        item_variant: `${line.color_name} / ${line.size_name}`,
        price: line.price_with_discount,
        quantity: line.quantity,
      })),
    },
  });
  return true;
}
