import type { CartDiscount } from '@shop/api';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { discountAmountText } from '../discounts';
import { Totals } from './CartTotals.styles';

/** A row of the totals above the total: its label and its value, both ready to show. */
export interface CartTotalsRow {
  key: string;
  label: string;
  value: string;
}

export interface CartTotalsProps {
  /** The goods' price, formatted. */
  products?: string;
  /** The discounts (and a free delivery) under it, formatted. */
  discounts?: readonly CartTotalsRow[];
  /** The delivery's price, formatted ("Free", "—"); the cart page leaves it to the checkout. */
  delivery?: string;
  /** What is paid, formatted. */
  total: string;
  /** One line, "Total: €49.90", as the mini-cart shows it. */
  inline?: boolean;
}

/**
 * The money of a cart or an order: the goods, each discount, the delivery and the total, as the
 * cart page, the mini-cart, the checkout and the order page show them. The values come formatted:
 * the server computes them, and the callers know their currency.
 */
export function CartTotals({ products, discounts = [], delivery, total, inline = false }: CartTotalsProps) {
  if (inline) {
    return (
      <p>
        <FormattedMessage id="cart.total" />: <strong>{total}</strong>
      </p>
    );
  }
  return (
    <Totals>
      {products !== undefined && <Row label={<FormattedMessage id="cart.products" />} value={products} />}
      {discounts.map((row) => (
        <Row key={row.key} label={row.label} value={row.value} />
      ))}
      {delivery !== undefined && <Row label={<FormattedMessage id="checkout.deliveryPrice" />} value={delivery} />}
      <dt className="total">
        <FormattedMessage id="cart.total" />
      </dt>
      <dd className="total">{total}</dd>
    </Totals>
  );
}

function Row({ label, value }: { label: ReactNode; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** The cart's discounts as rows of its totals. */
export const discountRows = (
  discounts: readonly Pick<CartDiscount, 'type' | 'code' | 'label' | 'amount'>[],
  money: (amount: number) => string,
): CartTotalsRow[] =>
  discounts.map((discount) => ({
    key: `${discount.type}-${discount.code ?? ''}`,
    label: discount.label,
    value: discountAmountText(discount, money),
  }));
