import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton, preloadAddToCartButton } from '@shop/cart';
import { WishListTemplate } from '@shop/catalog';
import { useLocale } from '@shop/i18n';
import clientChunks from 'virtual:shop-client-chunks';
import { privatePageHead } from '../../seo';

/** `/wish-list`: the guest's wish list, kept in the browser; not for search engines. */
export const Route = createFileRoute('/{-$locale}/wish-list')({
  // The add-to-cart button is a chunk of its own in the browser: a navigation here loads it before
  // the page renders, and a server-rendered page names its files for the browser to fetch at once.
  loader: () => preloadAddToCartButton(),
  head: ({ params }) => ({
    ...privatePageHead(params.locale === 'ru' ? 'Избранное' : 'Wish list'),
    links: (clientChunks['addToCart'] ?? []).map((href) => ({ rel: 'modulepreload', href })),
  }),
  component: WishListRoute,
});

function WishListRoute() {
  const { localize } = useLocale();
  return (
    <WishListTemplate catalogUrl={localize('/catalog/all')} renderBuy={(context) => <AddToCartButton {...context} />} />
  );
}
