import { MAX_CART_LINES, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './constants';

export { MAX_CART_LINES, MAX_LINE_QUANTITY } from './constants';

/** A cart line as the cookie keeps it: a variant and how many. */
export interface CartItem {
  product_variant_id: number;
  quantity: number;
}

const LINE = /^(\d{1,10}):(\d{1,2})$/;

/**
 * The cookie's short list, `101:1|205:2` (variant id and quantity; characters a cookie value may
 * hold as they are). Malformed, repeated or out-of-range entries are dropped, never guessed at.
 */
export function parseCartCookie(value: string | undefined | null): CartItem[] {
  if (!value) return [];
  const seen = new Set<number>();
  const items: CartItem[] = [];
  for (const part of value.split('|')) {
    const match = LINE.exec(part);
    if (!match) continue;
    const id = Number(match[1]);
    const quantity = Number(match[2]);
    if (
      !Number.isSafeInteger(id) ||
      id < 1 ||
      id > 2_147_483_647 ||
      quantity < MIN_LINE_QUANTITY ||
      quantity > MAX_LINE_QUANTITY ||
      seen.has(id)
    )
      continue;
    seen.add(id);
    items.push({ product_variant_id: id, quantity });
    if (items.length === MAX_CART_LINES) break;
  }
  return items;
}

export function serializeCartCookie(items: readonly CartItem[]): string {
  return items.map((item) => `${item.product_variant_id}:${item.quantity}`).join('|');
}

/**
 * What a change did, for the short confirmation the shopper sees: a line added, updated or
 * removed (its variant and new quantity), or every line removed at once (`cleared`: variant 0).
 */
export type CartChange = {
  kind: 'added' | 'updated' | 'removed' | 'cleared';
  variantId: number;
  quantity: number;
  limitedTo?: number;
  /** The server cart did not take the change (it is rolled back). */
  failed?: boolean;
};

export interface CartUpdate {
  items: CartItem[];
  change: CartChange | null;
}

/** The most a line may hold: the stock when known, never more than MAX_LINE_QUANTITY. */
const ceiling = (stock: number | undefined) => Math.min(MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY);

/**
 * Adds `quantity` of a variant: a new line, or more of an existing one, never past the stock.
 * When the stock stops it, `limitedTo` says how many the line holds (0: sold out), and the change
 * is reported even if nothing moved, so the shopper learns why. A full cart takes no new line.
 */
export function addItem(items: readonly CartItem[], variantId: number, quantity: number, stock?: number): CartUpdate {
  const existing = items.find((item) => item.product_variant_id === variantId);
  const have = existing?.quantity ?? 0;
  const wanted = have + Math.max(MIN_LINE_QUANTITY, Math.floor(quantity));
  const next = Math.max(0, Math.min(wanted, ceiling(stock)));
  const kind = existing ? 'updated' : 'added';
  const limited = next < wanted ? { limitedTo: next } : {};
  if (next <= have || (!existing && items.length >= MAX_CART_LINES)) {
    return { items: [...items], change: next < wanted ? { kind, variantId, quantity: have, limitedTo: next } : null };
  }
  const nextItems = existing
    ? items.map((item) => (item === existing ? { ...item, quantity: next } : item))
    : [...items, { product_variant_id: variantId, quantity: next }];
  return { items: nextItems, change: { kind, variantId, quantity: next, ...limited } };
}

/** Sets a line's quantity (within the stock); below MIN_LINE_QUANTITY the line is removed. */
export function setQuantity(
  items: readonly CartItem[],
  variantId: number,
  quantity: number,
  stock?: number,
): CartUpdate {
  const existing = items.find((item) => item.product_variant_id === variantId);
  if (!existing) return { items: [...items], change: null };
  if (quantity < MIN_LINE_QUANTITY) return removeItem(items, variantId);
  const next = Math.min(Math.floor(quantity), ceiling(stock));
  if (next === existing.quantity) return { items: [...items], change: null };
  const limited = next < quantity ? { limitedTo: next } : {};
  return {
    items: items.map((item) => (item === existing ? { ...item, quantity: next } : item)),
    change: { kind: 'updated', variantId, quantity: next, ...limited },
  };
}

export function removeItem(items: readonly CartItem[], variantId: number): CartUpdate {
  const existing = items.find((item) => item.product_variant_id === variantId);
  if (!existing) return { items: [...items], change: null };
  return { items: items.filter((item) => item !== existing), change: { kind: 'removed', variantId, quantity: 0 } };
}

/** Removes every line ("Empty the cart"); a change only when there was something to remove. */
export function clearItems(items: readonly CartItem[]): CartUpdate {
  return { items: [], change: items.length > 0 ? { kind: 'cleared', variantId: 0, quantity: 0 } : null };
}
