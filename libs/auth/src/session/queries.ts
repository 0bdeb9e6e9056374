import { getCurrentUser, getGetCurrentUserQueryKey, type User } from '@shop/api';
import { queryOptions } from '@tanstack/react-query';

/** The query key of the signed-in user: the contract's (its data here is the user or null). */
export const CURRENT_USER_KEY = getGetCurrentUserQueryKey();

/** The API paths whose answers belong to one user and go when the user changes. */
const USER_SCOPED_PATHS: readonly string[] = ['/api/auth/', '/api/v1/profile'];

/** The API path of a generated query key: a GET's first segment, a POST read's second (`['POST', url, …]`). */
const queryPath = (key: readonly unknown[]): string => String(key[0] === 'POST' ? key[1] : key[0]);

/** Whether a query holds one user's data (the user query itself left out). */
export const isUserScopedQuery = (key: readonly unknown[]): boolean => {
  const path = queryPath(key);
  return path !== CURRENT_USER_KEY[0] && USER_SCOPED_PATHS.some((prefix) => path.startsWith(prefix));
};

/** A user from `GET /api/auth/user`: its `{}` (a guest) and anything without an id are null. */
export function toUser(answer: unknown): User | null {
  return typeof answer === 'object' && answer !== null && typeof (answer as Partial<User>).id === 'number'
    ? (answer as User)
    : null;
}

let userLoadGate: Promise<unknown> = Promise.resolve();

/**
 * Holds the browser's loads of the user until `gate` settles. A page from the server's page cache
 * carries no user, and the user arriving while part of the page still waits for its code to
 * hydrate would make React drop that part's server markup (a layout shift): the storefront opens
 * the gate once the page has hydrated.
 */
export function holdUserLoadUntil(gate: Promise<unknown>): void {
  userLoadGate = gate;
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
        await userLoadGate;
        return toUser(await getCurrentUser({ signal }));
      } catch (error) {
        if (!signal.aborted) console.warn('auth: the user could not be loaded; treating the shopper as a guest', error);
        return null;
      }
    },
  });
