import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton } from '@shop/cart';
import { WishListTemplate } from '@shop/catalog';
import { useLocale } from '@shop/i18n';
import { privatePageHead } from '../../seo';

/** `/wish-list`: the guest's wish list, kept in the browser; not for search engines. */
export const Route = createFileRoute('/{-$locale}/wish-list')({
  head: ({ params }) => privatePageHead(params.locale === 'ru' ? 'Избранное' : 'Wish list'),
  component: WishListRoute,
});

function WishListRoute() {
  const { localize } = useLocale();
  return <WishListTemplate catalogUrl={localize('/catalog/all')} renderBuy={(context) => <AddToCartButton {...context} />} />;
}
