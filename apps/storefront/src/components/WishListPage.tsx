import { AddToCartButton, preloadAddToCartButton } from '@shop/cart';
import { WishListTemplate } from '@shop/catalog';
import { useLocale } from '@shop/i18n';
import { Suspense, useEffect } from 'react';

/**
 * The wish list page of `/wish-list` and `/profile/wish-list`: one template whose list is the
 * guest's or, signed in, the profile's (`SessionWishList`), with the cart's add-to-cart button.
 * The list is read in the browser, so the server's page and the first render show it loading; the
 * button's code (the cart's store) is not part of the first load but fetched once the page runs,
 * beside the list's products. Should the list be ready first, it shows loading, as it did, until
 * the buttons can render with it (a navigation here has them already: the route's loader waits).
 */
export function WishListPage({ framed = true }: { framed?: boolean }) {
  const { localize } = useLocale();
  useEffect(() => void preloadAddToCartButton(), []);
  const catalogUrl = localize('/catalog/all');
  return (
    <Suspense fallback={<WishListTemplate framed={framed} catalogUrl={catalogUrl} waiting />}>
      <WishListTemplate
        framed={framed}
        catalogUrl={catalogUrl}
        renderBuy={(context) => <AddToCartButton {...context} />}
      />
    </Suspense>
  );
}
