import { AppLink, useLocale } from '@shop/i18n';
import { cartIcon, IconButton, lazyWithPreload } from '@shop/ui';
import { useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLastCartChange } from '../cartStore';
import { useCartFollowsSession } from '../sessionCart';
import { useCartItems } from '../useCart';
import { MergeNotice } from './MergeNotice';
import { MINI_CART_CLOSE_DELAY_MS } from '../constants';
import { useStoredPromoCodeCheck } from '../usePromoCode';
import * as S from './CartButton.styles';

const MiniCart = lazyWithPreload(() => import('./MiniCart'));

/** How long the confirmation of a change stays. */
const NOTICE_MS = 4_000;

/**
 * The short confirmation of the last change in this tab, read out politely; `covered` while the
 * mini-cart is open, which shows the change itself: the note would hide its first line.
 */
function CartNotice({ covered }: { covered: boolean }) {
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
    if (change.failed) text = intl.formatMessage({ id: 'cart.notice.failed' });
    else if (change.limitedTo === 0) text = intl.formatMessage({ id: 'cart.notice.soldOut' });
    else if (change.limitedTo !== undefined)
      text = intl.formatMessage({ id: 'cart.notice.limited' }, { count: change.limitedTo });
    else text = intl.formatMessage({ id: `cart.notice.${change.kind}` }, { count: change.quantity });
  }
  return (
    <S.Notice role="status" aria-live="polite" $covered={covered}>
      {text}
    </S.Notice>
  );
}

/**
 * The header's cart: a link to the cart page with the number of items and, on a desktop with a
 * mouse, the mini-cart on hover (never on the cart page), closing 300 ms after the mouse leaves.
 * The mini-cart's code is not part of the first load: the first hover fetches it.
 * Keyboard users reach the cart page through the link. It also checks a stored promo code once,
 * and makes the cart follow the session (a guest's lines join the account's cart on sign-in).
 */
export function CartButton() {
  const intl = useIntl();
  const { localize } = useLocale();
  const { pathname } = useLocation();
  const items = useCartItems();
  const [open, setOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useStoredPromoCodeCheck();
  useCartFollowsSession();
  useEffect(() => () => clearTimeout(closing.current), []);
  const cartUrl = localize('/cart');
  const onCartPage = pathname === cartUrl;
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const show = open && !onCartPage && count > 0;

  return (
    <S.CartSlot
      onMouseEnter={() => {
        clearTimeout(closing.current);
        if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
        void MiniCart.preload();
        setOpen(true);
      }}
      onMouseLeave={() => {
        clearTimeout(closing.current);
        closing.current = setTimeout(() => setOpen(false), MINI_CART_CLOSE_DELAY_MS);
      }}
    >
      <IconButton
        as={AppLink}
        href={cartUrl}
        icon={cartIcon}
        label={intl.formatMessage({ id: 'header.cartCount' }, { count })}
        badge={count}
        onClick={() => setOpen(false)}
      />
      {show && (
        <Suspense fallback={null}>
          <MiniCart cartUrl={cartUrl} />
        </Suspense>
      )}
      <CartNotice covered={show} />
      <MergeNotice />
    </S.CartSlot>
  );
}
