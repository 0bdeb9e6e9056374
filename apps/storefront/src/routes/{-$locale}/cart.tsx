import { createFileRoute } from '@tanstack/react-router';
import { CartTemplate, preloadCartContents } from '@shop/cart';
import { useLocale } from '@shop/i18n';
import { privatePageHead } from '../../seo';

/** `/cart`: the shopper's cart, kept in the browser; not for search engines. */
export const Route = createFileRoute('/{-$locale}/cart')({
  // A navigation here renders the cart's contents at once; a first load fetches them after the page.
  loader: () => preloadCartContents(),
  head: ({ params }) => privatePageHead(params.locale === 'ru' ? 'Корзина' : 'Cart'),
  component: CartRoute,
});

function CartRoute() {
  const { localize } = useLocale();
  return <CartTemplate catalogUrl={localize('/catalog/all')} />;
}
