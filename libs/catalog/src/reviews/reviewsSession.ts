import { createContext, useContext } from 'react';

/**
 * Who reads the reviews, as the likes need it: whether a customer is signed in, and how to ask a
 * guest to sign in. The session and its popup belong to `@shop/auth`, which this library may not
 * import; the app provides both (without a provider the reader is a guest who cannot sign in here).
 */
export interface ReviewsSession {
  signedIn: boolean;
  requestSignIn: () => void;
}

const GUEST: ReviewsSession = { signedIn: false, requestSignIn: () => undefined };

const ReviewsSessionContext = createContext<ReviewsSession>(GUEST);
export const ReviewsSessionProvider = ReviewsSessionContext.Provider;

export const useReviewsSession = (): ReviewsSession => useContext(ReviewsSessionContext);
