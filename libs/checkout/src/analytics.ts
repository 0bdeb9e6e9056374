import type { Order, PaymentMethod } from '@shop/api';
import { analyticsItem, type CartView } from '@shop/cart';
import { readJson, writeJson } from '@shop/i18n';
import { pushEcommerce, type DataLayerWindow } from '@shop/tracking';
import { PURCHASES_SENT_KEY } from './constants';

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
  pushEcommerce(
    'purchase',
    {
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
    target,
  );
  return true;
}

/**
 * What GA4's checkout events tell of the cart: its priced lines, total, currency and applied
 * promo code; null until the server priced every line (a line no longer sold is left out).
 */
export function checkoutEcommerce(cart: Pick<CartView, 'lines' | 'prices'>) {
  const { prices } = cart;
  if (!prices || cart.lines.some((line) => line.price === null)) return null;
  const coupon = prices.promocode?.applied ? prices.promocode.code : null;
  return {
    currency: prices.currency,
    value: prices.total_price,
    ...(coupon ? { coupon } : {}),
    items: cart.lines.flatMap((line) =>
      line.variant && line.price ? [analyticsItem(line.variant, line.quantity, line.price.price_with_discount)] : [],
    ),
  };
}

/** GA4's `begin_checkout` for the cart the checkout page opened with. */
export function pushBeginCheckout(
  ecommerce: NonNullable<ReturnType<typeof checkoutEcommerce>>,
  target: DataLayerWindow = window,
): void {
  pushEcommerce('begin_checkout', ecommerce, target);
}

/** GA4's `add_payment_info` when the shopper chooses how to pay (`payment_type`: the method's code). */
export function pushAddPaymentInfo(
  ecommerce: NonNullable<ReturnType<typeof checkoutEcommerce>>,
  payment: Pick<PaymentMethod, 'code'>,
  target: DataLayerWindow = window,
): void {
  pushEcommerce('add_payment_info', { ...ecommerce, payment_type: payment.code }, target);
}
