import { createFileRoute } from '@tanstack/react-router';
import { CheckoutTemplate } from '@shop/checkout';
import { useLocale } from '@shop/i18n';
import { privatePageHead } from '../../../seo';

/** `/order`: the checkout; the cart lives in the browser, so the page fills in once hydrated. */
export const Route = createFileRoute('/{-$locale}/order/')({
  head: ({ params }) => privatePageHead(params.locale === 'ru' ? 'Оформление заказа' : 'Checkout'),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { localize } = useLocale();
  return <CheckoutTemplate cartUrl={localize('/cart')} catalogUrl={localize('/catalog/all')} />;
}
