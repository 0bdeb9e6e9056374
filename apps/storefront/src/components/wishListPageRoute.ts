import { preloadAddToCartButton } from '@shop/cart';
import { privatePageHead } from '../seo';

/**
 * The wish list routes' options (a module apart from `WishListPage`, which the routes' split
 * chunks load, so the page's code stays out of the entry). The add-to-cart button is a chunk of its own in the browser: a navigation to a wish list loads
 * it before the page renders; a first load fetches it once the page runs (`WishListPage`), as the
 * list itself is read in the browser.
 */
export const wishListPageRoute = {
  loader: () => preloadAddToCartButton(),
  head: ({ params }: { params: { locale?: string } }) =>
    privatePageHead(params.locale === 'ru' ? 'Избранное' : 'Wish list'),
};
