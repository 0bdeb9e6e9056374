import { CartEmpty, CartLoading, useCart } from '@shop/cart';
import { useHydrated } from '@shop/ui';
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const loadCheckoutForm = () => import('./CheckoutForm').then((module) => ({ default: module.CheckoutForm }));
const CheckoutForm = lazy(loadCheckoutForm);

/**
 * The checkout page `/order`: contact, address (with address search), delivery with its price and
 * time, payment, note, an account for a guest, and the summary the server prices. The filled form
 * is kept in this tab, so a reload or a refused submit loses nothing. Once hydrated (the cart
 * lives in a cookie), or the empty state; the form (`CheckoutForm`) is a chunk of its own.
 */
export function CheckoutTemplate({ cartUrl, catalogUrl }: { cartUrl: string; catalogUrl: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const cart = useCart();
  // The form's code is fetched as soon as the page runs, while the cart loads.
  useEffect(() => void loadCheckoutForm(), []);
  const loading = (
    <CartLoading
      title={<FormattedMessage id="checkout.title" />}
      label={intl.formatMessage({ id: 'checkout.loading' })}
    />
  );
  if (!hydrated || cart.loading) return loading;
  if (cart.items.length === 0) {
    return (
      <CartEmpty
        title={<FormattedMessage id="checkout.title" />}
        message={<FormattedMessage id="checkout.empty" />}
        catalogUrl={catalogUrl}
      />
    );
  }
  return (
    <Suspense fallback={loading}>
      <CheckoutForm cartUrl={cartUrl} />
    </Suspense>
  );
}
