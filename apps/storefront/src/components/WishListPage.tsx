import { AddToCartButton } from '@shop/cart';
import { WishListTemplate } from '@shop/catalog';
import { useLocale } from '@shop/i18n';

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
