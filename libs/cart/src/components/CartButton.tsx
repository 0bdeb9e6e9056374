import { AppLink, formatMoney, useLocale } from '@shop/i18n';
import { Button, IconButton } from '@shop/ui';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCartItems, useLastCartChange } from '../cartStore';
import { MINI_CART_CLOSE_DELAY_MS, MINI_CART_VISIBLE_LINES } from '../constants';
import { useStoredPromoCodeCheck } from '../usePromoCode';
import { useCart } from '../useCart';
import { CartLines } from './CartLines';
import * as S from './Cart.styles';

/** How long the confirmation of a change stays. */
const NOTICE_MS = 4_000;

function MiniCart({ cartUrl }: { cartUrl: string }) {
  const { locale } = useLocale();
  const cart = useCart();
  return (
    <>
      <CartLines lines={cart.lines} removable={false} scrollAfter={MINI_CART_VISIBLE_LINES} />
      {cart.prices && (
        <p>
          <FormattedMessage id="cart.total" />: <strong>{formatMoney(cart.prices.total_price, cart.prices.currency, locale)}</strong>
        </p>
      )}
      <Button as={AppLink} href={cartUrl} fullWidth>
        <FormattedMessage id="cart.goToCart" />
      </Button>
    </>
  );
}

/** The short confirmation of the last change in this tab, read out politely. */
function CartNotice() {
  const intl = useIntl();
  const change = useLastCartChange();
  const [hidden, setHidden] = useState<number | null>(null);
  useEffect(() => {
    if (!change) return;
    const timer = setTimeout(() => setHidden(change.at), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [change]);
  let text = '';
  if (change && hidden !== change.at) {
    if (change.limitedTo === 0) text = intl.formatMessage({ id: 'cart.notice.soldOut' });
    else if (change.limitedTo !== undefined) text = intl.formatMessage({ id: 'cart.notice.limited' }, { count: change.limitedTo });
    else text = intl.formatMessage({ id: `cart.notice.${change.kind}` }, { count: change.quantity });
  }
  return (
    <S.Notice role="status" aria-live="polite">
      {text}
    </S.Notice>
  );
}

/**
 * The header's cart: a link to the cart page with the number of items and, on a desktop with a
 * mouse, the mini-cart on hover (never on the cart page), closing 300 ms after the mouse leaves.
 * Keyboard users reach the cart page through the link. It also checks a stored promo code once.
 */
export function CartButton() {
  const intl = useIntl();
  const { localize } = useLocale();
  const { pathname } = useLocation();
  const items = useCartItems();
  const [open, setOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useStoredPromoCodeCheck();
  useEffect(() => () => clearTimeout(closing.current), []);
  const cartUrl = localize('/cart');
  const onCartPage = pathname === cartUrl;
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const show = open && !onCartPage && count > 0;

  return (
    <S.CartSlot
      onMouseEnter={() => {
        clearTimeout(closing.current);
        if (window.matchMedia('(hover: hover) and (pointer: fine)').matches) setOpen(true);
      }}
      onMouseLeave={() => {
        clearTimeout(closing.current);
        closing.current = setTimeout(() => setOpen(false), MINI_CART_CLOSE_DELAY_MS);
      }}
    >
      <IconButton as={AppLink} href={cartUrl} icon="cart" label={intl.formatMessage({ id: 'header.cartCount' }, { count })} badge={count} onClick={() => setOpen(false)} />
      {show && (
        <S.Popover role="region" aria-label={intl.formatMessage({ id: 'cart.mini' })}>
          <MiniCart cartUrl={cartUrl} />
        </S.Popover>
      )}
      <CartNotice />
    </S.CartSlot>
  );
}
