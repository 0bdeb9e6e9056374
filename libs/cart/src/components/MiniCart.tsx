import { AppLink, formatMoney, useLocale } from '@shop/i18n';
import { Button } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { MINI_CART_VISIBLE_LINES } from '../constants';
import { useCart } from '../useCart';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';
import * as S from './Cart.styles';

/**
 * The mini-cart under the header's cart button (CartButton shows it on hover): each line with
 * its picture, name, colour, size, line price and quantity buttons, scrolling past three lines,
 * the total and the way to the cart page.
 */
export default function MiniCart({ cartUrl }: { cartUrl: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const cart = useCart();
  return (
    <S.Popover role="region" aria-label={intl.formatMessage({ id: 'cart.mini' })}>
      <CartLines lines={cart.lines} removable={false} scrollAfter={MINI_CART_VISIBLE_LINES} />
      {cart.prices && <CartTotals inline total={formatMoney(cart.prices.total_price, cart.prices.currency, locale)} />}
      <Button as={AppLink} href={cartUrl} fullWidth>
        <FormattedMessage id="cart.goToCart" />
      </Button>
    </S.Popover>
  );
}
