import { lazyWithPreload, useHydrated } from '@shop/ui';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CartLoading } from './CartStates';

/** The page's contents: the cart's store, prices, lines and summary, a chunk fetched once the page runs. */
const CartContents = lazyWithPreload(() => import('./CartContents'));

/** For the route's loader: a navigation to the cart renders it without the loading state in between. */
export const preloadCartContents = (): Promise<void> => CartContents.preload();

/**
 * The cart page (`/cart`). A guest's cart lives in a cookie the server does not read and a
 * customer's is read by the browser, so the server's page, and the first render, show the cart
 * loading; once hydrated, the contents (`CartContents`: lines, promo code, summary, or the empty
 * state), whose code is not part of the first load. Until it has come the same loading state shows,
 * so nothing moves.
 */
export function CartTemplate({ catalogUrl }: { catalogUrl: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const loading = (
    <CartLoading tall title={<FormattedMessage id="cart.title" />} label={intl.formatMessage({ id: 'cart.loading' })} />
  );
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <CartContents catalogUrl={catalogUrl} />
    </Suspense>
  );
}
