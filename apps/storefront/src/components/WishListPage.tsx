import { AddToCartButton, preloadAddToCartButton } from '@shop/cart';
import { WishListTemplate } from '@shop/catalog';
import { useLocale } from '@shop/i18n';
import clientChunks from 'virtual:shop-client-chunks';
import { privatePageHead } from '../seo';

/**
 * The wish list page of `/wish-list` and `/profile/wish-list`: one template whose list is the
 * guest's or, signed in, the profile's (`SessionWishList`), with the cart's add-to-cart button.
 */
export function WishListPage({ framed = true }: { framed?: boolean }) {
  const { localize } = useLocale();
  return (
    <WishListTemplate
      framed={framed}
      catalogUrl={localize('/catalog/all')}
      renderBuy={(context) => <AddToCartButton {...context} />}
    />
  );
}

/**
 * The add-to-cart button is a chunk of its own in the browser: a navigation to a wish list loads
 * it before the page renders, and a server-rendered page names its files for the browser to fetch
 * at once.
 */
export const wishListPageRoute = {
  loader: () => preloadAddToCartButton(),
  head: ({ params }: { params: { locale?: string } }) => ({
    ...privatePageHead(params.locale === 'ru' ? 'Избранное' : 'Wish list'),
    links: (clientChunks['addToCart'] ?? []).map((href) => ({ rel: 'modulepreload', href })),
  }),
};
