import { dataLayerOf, forwardEvent, type DataLayerWindow } from './tagState';

export type { DataLayerWindow } from './tagState';

/** GA4's recommended ecommerce events the shop reports. */
export type EcommerceEventName =
  'view_item_list' | 'select_item' | 'view_item' | 'add_to_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase';

/**
 * An ecommerce event: pushed GTM-style to the data layer (`{ ecommerce: null }` first, so a
 * container does not merge it with the previous one), and handed to GA4's tag once when analytics
 * is allowed (`forwardEvent`).
 */
export function pushEcommerce(event: EcommerceEventName, ecommerce: object, target: DataLayerWindow = window): void {
  const layer = dataLayerOf(target);
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
  if (target === globalThis.window) forwardEvent(event, ecommerce);
}

/** Any other GA4 event with its parameters (e.g. `search` with `search_term`), pushed and forwarded alike. */
export function pushEvent(event: string, params: object, target: DataLayerWindow = window): void {
  dataLayerOf(target).push({ event, ...params });
  if (target === globalThis.window) forwardEvent(event, params);
}
