import { CartTotals, discountRows, useCart } from '@shop/cart';
import { AppLink } from '@shop/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CheckoutProblems } from '../../checkoutProblems';
import * as S from '../Checkout.styles';
import { ProblemLine } from '../ProblemLine';

interface CheckoutSummaryProps {
  problems: CheckoutProblems;
  /** The chosen delivery's price; null before one is chosen. */
  deliveryPrice: number | null;
  busy: boolean;
  cartUrl: string;
  money: (amount: number) => string;
}

/**
 * What is ordered and what it costs: the server's prices of the cart plus the chosen delivery's,
 * with the refusal's messages beside the line or the code they concern.
 */
export function CheckoutSummary({ problems, deliveryPrice, busy, cartUrl, money }: CheckoutSummaryProps) {
  const intl = useIntl();
  const cart = useCart();
  return (
    <S.Summary aria-label={intl.formatMessage({ id: 'cart.summary' })} aria-busy={busy}>
      <h2>
        <FormattedMessage id="cart.summary" />
      </h2>
      <ul>
        {cart.lines.map((line, index) => (
          <li key={line.product_variant_id}>
            <span>
              {line.variant
                ? `${line.variant.product_name}, ${line.variant.color_name}, ${line.variant.size_name}`
                : intl.formatMessage({ id: 'cart.unavailable' })}{' '}
              × {line.quantity}
              <ProblemLine problem={problems.lines[index]} />
            </span>
            <span>{line.price ? money(line.price.line_total) : ''}</span>
          </li>
        ))}
      </ul>
      <ProblemLine problem={problems.promocode} />
      {cart.prices && (
        <CartTotals
          products={money(cart.prices.amount_product_price)}
          discounts={discountRows(cart.prices.discounts, money)}
          delivery={
            deliveryPrice === null
              ? '—'
              : deliveryPrice === 0
                ? intl.formatMessage({ id: 'checkout.free' })
                : money(deliveryPrice)
          }
          total={money(cart.prices.total_price + (deliveryPrice ?? 0))}
        />
      )}
      <AppLink href={cartUrl}>
        <FormattedMessage id="checkout.editCart" />
      </AppLink>
    </S.Summary>
  );
}
