import { logout, type User } from '@shop/api';
import { isOwnPath, useLocale } from '@shop/i18n';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { showAuthNotice } from '../popup/notice';
import { authPopup } from '../popup/store';
import type { RuleMessage } from '../validation/messages';
import { CURRENT_USER_KEY, currentUserQuery, isUserScopedQuery, toUser } from './queries';
import { announceUserChange } from './tabs';

/**
 * The signed-in user (null for a guest), as loaded with the page and kept by TanStack Query.
 * `known` is false until the user has loaded: a page from the server's page cache carries no user,
 * and the browser asks for it after hydration (the page shows a guest's header meanwhile).
 */
export function useSession(): { user: User | null; signedIn: boolean; known: boolean } {
  const { data } = useQuery(currentUserQuery());
  const user = data ?? null;
  return { user, signedIn: user !== null, known: data !== undefined };
}

/** The queries of the previous user's data (profile data), the user query itself left out. */
const userData = {
  predicate: (query: { queryKey: readonly unknown[] }) => isUserScopedQuery(query.queryKey),
};

/** Drops what belonged to the previous user (profile data), keeping the user query itself. */
function dropUserData(queryClient: QueryClient) {
  queryClient.removeQueries(userData);
}

/**
 * What every way of signing in ends with: the user (from the answer, or asked again when the
 * answer has none, as after a social sign-in or a password reset) goes into the query cache, the
 * other tabs are told, the popup closes and the shopper goes where the login guard stopped them.
 * Answers the user, or null when the API still sees a guest.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (answered?: User | null): Promise<User | null> => {
      const user = answered ? toUser(answered) : await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
      if (!user) return null;
      const { redirect } = authPopup.getState();
      dropUserData(queryClient);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      announceUserChange();
      authPopup.dispatch({ type: 'signedIn' });
      if (isOwnPath(redirect)) await navigate({ href: redirect });
      return user;
    },
    [queryClient, navigate],
  );
}

/** How a session ends: by signing out (the default), or already on the API's side (the account was deleted). */
export interface SignOutOptions {
  /** The API has already ended the session (and cleared the cookie): nothing is revoked. */
  ended?: boolean;
  /** A note shown on the home page afterwards, e.g. that the account is deleted. */
  notice?: RuleMessage;
}

/**
 * Signs out: the API revokes the token and clears the cookie, the user's data leaves the query
 * cache, other tabs are told and the shopper goes to the home page of their language. A failed
 * call is logged; the page still forgets the user, and the next load of the user tells the truth.
 * With `ended` the page only forgets the user (the API ended the session itself).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { localize } = useLocale();
  return useCallback(
    async ({ ended = false, notice }: SignOutOptions = {}) => {
      // The page is a guest's before the token goes: nothing signed in asks the API for the user's
      // data any more, and what it is still asking for is called off. A request of theirs the API
      // took after the revocation would answer 401 (a profile wish list still loading, say).
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      await queryClient.cancelQueries(userData);
      if (!ended) {
        try {
          await logout();
        } catch (error) {
          console.warn('auth: signing out failed', error);
        }
      }
      dropUserData(queryClient);
      announceUserChange();
      await navigate({ href: localize('/') });
      if (notice) showAuthNotice(notice);
    },
    [queryClient, navigate, localize],
  );
}
