import type { IntlShape } from 'react-intl';

/** A line `mergeCart` could not add in full (its `adjusted` entry), named for the shopper. */
export interface MergeLineFacts {
  /** The product's name, null when unknown (a variant no longer sold). */
  name: string | null;
  requested: number;
  added: number;
  reason: string;
}

/**
 * One line the merge (sign-in or "Buy again") could not add in full, in the shopper's words: the
 * one text for each reason, wherever the report is shown.
 */
export function mergeLineText(line: MergeLineFacts, intl: IntlShape): string {
  const name = line.name ?? intl.formatMessage({ id: 'cart.merge.anItem' });
  const values = { name, added: line.added, requested: line.requested };
  switch (line.reason) {
    case 'cart.quantity_limit':
      return intl.formatMessage({ id: 'cart.merge.quantityLimit' }, values);
    case 'cart.not_enough_stock':
      // Nothing added though some are left: the cart already holds every one of them.
      return intl.formatMessage({ id: line.added > 0 ? 'cart.merge.limited' : 'cart.merge.allInCart' }, values);
    case 'cart.sold_out':
      return intl.formatMessage({ id: 'cart.merge.soldOut' }, values);
    case 'cart.too_many_lines':
      return intl.formatMessage({ id: 'cart.merge.cartFull' }, values);
    default:
      return intl.formatMessage({ id: 'cart.merge.unavailable' }, values);
  }
}
