import { createFileRoute } from '@tanstack/react-router';
import { WishListPage } from '../../../components/WishListPage';
import { wishListPageRoute } from '../../../components/wishListPageRoute';

/** `/profile/wish-list`: the signed-in customer's wish list inside the account area (behind the profile's guard). */
export const Route = createFileRoute('/{-$locale}/profile/wish-list')({
  ...wishListPageRoute,
  component: () => <WishListPage framed={false} />,
});
