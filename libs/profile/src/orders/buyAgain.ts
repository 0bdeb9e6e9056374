import { getGetCartQueryKey, mergeCart, type MergeCartRequest, type MergeCartResult, type Order } from '@shop/api';
import type { Locale } from '@shop/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { MAX_LINE_QUANTITY, mergeLineText } from '@shop/cart';
import type { IntlShape } from 'react-intl';

// "Buy again" itself: the order history loads this module when the button is pressed
// (`useBuyAgain`), so the cart's endpoints and texts are not in the page's first load.

/** A line of the order that did not go into the cart in full, named as it was ordered. */
export interface BuyAgainShortfall {
  name: string;
  requested: number;
  added: number;
  reason: string;
}

/** What "Buy again" did: how many pieces went into the cart, and the lines that fell short. */
export interface BuyAgainOutcome {
  added: number;
  shortfalls: BuyAgainShortfall[];
}

/** The order's lines as `mergeCart` items, one per variant (the API caps each at its stock). */
export function buyAgainItems(order: Pick<Order, 'lines'>): MergeCartRequest['items'] {
  const quantities = new Map<number, number>();
  for (const line of order.lines)
    quantities.set(line.product_variant_id, (quantities.get(line.product_variant_id) ?? 0) + line.quantity);
  return [...quantities].map(([product_variant_id, quantity]) => ({
    product_variant_id,
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
  }));
}

/** The merge's answer in the order's words: pieces added, and each short line by its product's name. */
export function buyAgainOutcome(
  order: Pick<Order, 'lines'>,
  answer: Pick<MergeCartResult, 'adjusted'>,
): BuyAgainOutcome {
  const items = buyAgainItems(order);
  const short = new Map(answer.adjusted.map((entry) => [entry.product_variant_id, entry]));
  const added = items.reduce((sum, item) => sum + (short.get(item.product_variant_id)?.added ?? item.quantity), 0);
  const shortfalls = answer.adjusted.map((entry) => {
    const line = order.lines.find((candidate) => candidate.product_variant_id === entry.product_variant_id);
    const name = line ? `${line.product_name} (${line.color_name}, ${line.size_name})` : `#${entry.product_variant_id}`;
    return { name, requested: entry.requested, added: entry.added, reason: entry.reason };
  });
  return { added, shortfalls };
}

/** What "Buy again" reports: the pieces added and, in the shopper's words, each line that fell short. */
export interface BuyAgainReport {
  added: number;
  shortfalls: string[];
}

/**
 * Puts the order's lines into the signed-in customer's cart (`POST /api/v1/cart/merge`, quantities
 * added and capped at stock), then has every read of the server cart refetched, so the header and
 * the cart page show them.
 */
export async function buyAgain(
  order: Pick<Order, 'lines'>,
  locale: Locale,
  intl: IntlShape,
  queryClient: QueryClient,
): Promise<BuyAgainReport> {
  const answer = await mergeCart({ items: buyAgainItems(order) }, { lang: locale });
  await queryClient.invalidateQueries({ queryKey: getGetCartQueryKey() });
  const outcome = buyAgainOutcome(order, answer);
  return { added: outcome.added, shortfalls: outcome.shortfalls.map((short) => mergeLineText(short, intl)) };
}
