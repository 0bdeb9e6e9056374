import { AppLink, formatMoney, useLocale } from '@shop/i18n';
import { Button, Container } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCart, useCartActions, type CartLine } from '../useCart';

import { CartLines } from './CartLines';
import { CartEmpty, CartLoading } from './CartStates';
import { CartTotals, discountRows } from './CartTotals';
import { PromoCodeForm } from './PromoCodeForm';
import * as S from './Cart.styles';

/**
 * Fits lines the server found cannot be ordered as they are to what is left: a sold-out one (or
 * one no longer sold) is removed, a line above the stock lowered to it.
 */
function fitToStock(lines: readonly CartLine[], cartActions: ReturnType<typeof useCartActions>): void {
  for (const line of lines) {
    const stock = line.price?.stock ?? 0;
    if (stock === 0) cartActions.remove(line.product_variant_id);
    else cartActions.setQuantity(line.product_variant_id, stock, stock);
  }
}

/**
 * The cart page's contents once hydrated (`CartTemplate`, a chunk of its own): its lines with
 * quantities, the promo code and the summary the server computed (products, each discount, total;
 * delivery is added at checkout), or the empty state. While a line cannot be ordered as it is
 * (sold out, or more than is left), the checkout waits and the summary offers to fit the cart to
 * the stock: the order would be refused.
 */
export default function CartContents({ catalogUrl }: { catalogUrl: string }) {
  const intl = useIntl();
  const { locale, localize } = useLocale();
  const cart = useCart();
  const cartActions = useCartActions();
  const money = (amount: number) => formatMoney(amount, cart.prices?.currency ?? 'EUR', locale);
  const notOrderable = cart.lines.filter((line) => line.price !== null && !line.price.available);

  if (cart.loading) {
    return (
      <CartLoading
        tall
        title={<FormattedMessage id="cart.title" />}
        label={intl.formatMessage({ id: 'cart.loading' })}
      />
    );
  }
  if (cart.items.length === 0) {
    return (
      <CartEmpty
        tall
        title={<FormattedMessage id="cart.title" />}
        message={<FormattedMessage id="cart.empty" />}
        catalogUrl={catalogUrl}
      />
    );
  }
  return (
    <Container>
      <h1>
        <FormattedMessage id="cart.titleCount" values={{ count: cart.count }} />
      </h1>
      <S.Page>
        <section aria-label={intl.formatMessage({ id: 'cart.lines' })}>
          <CartLines lines={cart.lines} />
          <p>
            <Button type="button" variant="ghost" size="sm" onClick={() => cartActions.clear()}>
              <FormattedMessage id="cart.removeAll" />
            </Button>
          </p>
        </section>
        <S.SummaryPanel aria-label={intl.formatMessage({ id: 'cart.summary' })} aria-busy={cart.updating}>
          <PromoCodeForm prices={cart.prices} />
          {!cart.prices && cart.pricesFailed && (
            // No total rather than a stale one; the shopper may ask again (the checkout prices anew).
            <S.Muted role="status">
              <FormattedMessage id="cart.pricesFailed" />{' '}
              <Button type="button" variant="ghost" size="sm" onClick={cart.retryPrices}>
                <FormattedMessage id="cart.pricesRetry" />
              </Button>
            </S.Muted>
          )}
          {cart.prices && (
            <CartTotals
              products={money(cart.prices.amount_product_price)}
              discounts={[
                ...discountRows(cart.prices.discounts, money),
                // Free delivery said once: by its code's row when a code gives it.
                ...(cart.prices.free_delivery &&
                !cart.prices.discounts.some((discount) => discount.type === 'free_delivery')
                  ? [{ key: 'free-delivery', label: intl.formatMessage({ id: 'cart.freeDelivery' }), value: '' }]
                  : []),
              ]}
              total={money(cart.prices.total_price)}
            />
          )}
          <S.Muted>
            <FormattedMessage id="cart.deliveryLater" />
          </S.Muted>
          {notOrderable.length > 0 && (
            <S.Blocked role="status">
              <FormattedMessage id="cart.notOrderable" />
              <Button type="button" variant="secondary" size="sm" onClick={() => fitToStock(notOrderable, cartActions)}>
                <FormattedMessage id="cart.fitToStock" />
              </Button>
            </S.Blocked>
          )}
          {notOrderable.length > 0 ? (
            <Button type="button" fullWidth disabled>
              <FormattedMessage id="cart.checkout" />
            </Button>
          ) : (
            <Button as={AppLink} href={localize('/order')} fullWidth>
              <FormattedMessage id="cart.checkout" />
            </Button>
          )}
        </S.SummaryPanel>
      </S.Page>
    </Container>
  );
}
