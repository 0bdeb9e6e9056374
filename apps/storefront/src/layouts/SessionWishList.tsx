import { useSession } from '@shop/auth';
import { clearGuestWishList, useGuestWishList, WishListSourceProvider, type WishListSource } from '@shop/catalog';
import { useMergeGuestWishList, useProfileWishList } from '@shop/profile';
import { useMemo, type ReactNode } from 'react';

/**
 * The wish list follows the session: a guest's lives in the browser (`@shop/catalog`), a signed-in
 * customer's in the profile (`@shop/profile`), and after sign-in the guest's joins the profile's
 * and is cleared. The two libraries may not know each other, so the app joins them here.
 */
export function SessionWishList({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const guestIds = useGuestWishList();
  const profile = useProfileWishList(signedIn);
  useMergeGuestWishList(signedIn, guestIds, clearGuestWishList);
  const source = useMemo<WishListSource | null>(() => (signedIn ? { ids: profile.ids, toggle: profile.toggle } : null), [signedIn, profile.ids, profile.toggle]);
  return <WishListSourceProvider value={source}>{children}</WishListSourceProvider>;
}
