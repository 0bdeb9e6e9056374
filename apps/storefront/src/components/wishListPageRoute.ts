import { preloadAddToCartButton } from '@shop/cart';
import clientChunks from 'virtual:shop-client-chunks';
import { privatePageHead } from '../seo';

/**
 * The wish list routes' options (a module apart from `WishListPage`, which the routes' split
 * chunks load, so the page's code stays out of the entry). The add-to-cart button is a chunk of its own in the browser: a navigation to a wish list loads
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
