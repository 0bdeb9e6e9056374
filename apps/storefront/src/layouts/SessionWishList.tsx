import { useSession } from '@shop/auth';
import { WishListSourceProvider, type WishListSource } from '@shop/catalog';
import { useHydrated } from '@shop/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';

const ProfileWishListSource = lazy(() => import('./ProfileWishListSource'));

/** A signed-in customer's list before its code and data have arrived. */
const LOADING: WishListSource = { ids: [], toggle: () => false, loading: true };

/**
 * The wish list follows the session: a guest's lives in the browser (`@shop/catalog`), a signed-in
 * customer's in the profile (`@shop/profile`), and after sign-in the guest's joins the profile's
 * and is cleared. The two libraries may not know each other, so the app joins them here. The
 * profile's part loads once hydrated and signed in (its code is not in a guest's first load);
 * until it has, a heart keeps the guest's list, which then joins the profile's, and the wish-list
 * pages wait for it.
 */
export function SessionWishList({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const hydrated = useHydrated();
  const [profileSource, setProfileSource] = useState<WishListSource | null>(null);
  return (
    <WishListSourceProvider value={signedIn ? (profileSource ?? LOADING) : null}>
      {signedIn && hydrated && (
        <Suspense fallback={null}>
          <ProfileWishListSource onSource={setProfileSource} />
        </Suspense>
      )}
      {children}
    </WishListSourceProvider>
  );
}
