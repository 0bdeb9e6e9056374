import { createFileRoute } from '@tanstack/react-router';
import { WishListPage } from '../../components/WishListPage';
import { wishListPageRoute } from '../../components/wishListPageRoute';

/** `/wish-list`: the guest's wish list, kept in the browser (a customer's, signed in); not for search engines. */
export const Route = createFileRoute('/{-$locale}/wish-list')({
  ...wishListPageRoute,
  component: () => <WishListPage />,
});
