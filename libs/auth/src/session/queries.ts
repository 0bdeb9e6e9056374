import { getCurrentUser, type User } from '@shop/api';
import { queryOptions } from '@tanstack/react-query';

/** The query key of the signed-in user; user-scoped queries start with `['auth']` or `['profile']`. */
export const CURRENT_USER_KEY = ['auth', 'user'] as const;

/** The first segments of the query keys that belong to one user and go on sign-out. */
export const USER_SCOPED_KEYS: readonly string[] = ['auth', 'profile'];

/** A user from `GET /api/auth/user`: its `{}` (a guest) and anything without an id are null. */
export function toUser(answer: unknown): User | null {
  return typeof answer === 'object' && answer !== null && typeof (answer as Partial<User>).id === 'number'
    ? (answer as User)
    : null;
}

/**
 * The signed-in user, or null for a guest. The session is the HttpOnly `jwt` cookie, which the
 * browser sends by itself (the server forwards it as a Bearer token); page code never reads it.
 * A failed load counts as a guest and is logged, so a hiccup of the API never breaks a page.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        return toUser(await getCurrentUser({ signal }));
      } catch (error) {
        if (!signal.aborted) console.warn('auth: the user could not be loaded; treating the shopper as a guest', error);
        return null;
      }
    },
  });
