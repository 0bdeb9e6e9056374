import { authPopup, useSession } from '@shop/auth';
import { ReviewsSessionProvider, type ReviewsSession } from '@shop/catalog';
import { useMemo, type ReactNode } from 'react';

const requestSignIn = () => void authPopup.open('auth');

/**
 * The reviews' likes need the session and, for a guest, the sign-in popup: both are `@shop/auth`'s,
 * which `@shop/catalog` may not import, so the app hands them over here (as the header's user icon
 * opens the same popup).
 */
export function SessionReviews({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const session = useMemo<ReviewsSession>(() => ({ signedIn, requestSignIn }), [signedIn]);
  return <ReviewsSessionProvider value={session}>{children}</ReviewsSessionProvider>;
}
