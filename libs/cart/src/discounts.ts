import type { CartDiscount } from '@shop/api';

/**
 * What a summary shows beside a discount: the amount taken off (`−€5`), or nothing for a
 * free-delivery code, which takes nothing off the goods (its amount is 0) and shows in the
 * delivery's price instead: "−€0" read as if the code did nothing.
 */
export function discountAmountText(
  discount: Pick<CartDiscount, 'type' | 'amount'>,
  money: (amount: number) => string,
): string {
  return discount.type === 'free_delivery' ? '' : `−${money(discount.amount)}`;
}
