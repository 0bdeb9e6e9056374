import { useSession } from '@shop/auth';
import { clearGuestWishList, useGuestWishList, type WishListSource } from '@shop/catalog';
import { useMergeGuestWishList, useProfileWishList } from '@shop/profile';
import { useEffect } from 'react';

/**
 * A signed-in customer's wish list as the hearts' source (`@shop/profile`), reported to
 * `SessionWishList` through `onSource`; after sign-in the guest's list joins it and is cleared.
 * Loaded on its own once a customer is signed in, so a guest's pages never carry the profile's
 * wish-list code. Renders nothing.
 */
export default function ProfileWishListSource({ onSource }: { onSource: (source: WishListSource | null) => void }) {
  const guestIds = useGuestWishList();
  // The session, not just being mounted: on sign-out this renders once more before it is gone,
  // and must not ask the API for a list it no longer may read (a 401).
  const { signedIn } = useSession();
  const profile = useProfileWishList(signedIn);
  useMergeGuestWishList(signedIn, guestIds, clearGuestWishList);
  useEffect(
    () => onSource({ ids: profile.ids, toggle: profile.toggle, loading: profile.loading }),
    [onSource, profile.ids, profile.toggle, profile.loading],
  );
  // Signed out (or gone for any reason): the hearts go back to the guest's list.
  useEffect(() => () => onSource(null), [onSource]);
  return null;
}
