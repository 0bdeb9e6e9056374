import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequestHeader } from '@tanstack/react-start/server';

/** How long the server reuses an answer every page asks for (the menus' tree, the app config). */
export const SHARED_DATA_MS = 1_000;
/** Kept answers at most (per host and query); past it they all go, so made-up hosts cannot fill memory. */
const MAX_KEPT = 64;

const kept = new Map<string, { data: unknown; until: number }>();

/** The host the API is told the shopper asked (api-context.ts), on the server; undefined in the browser. */
const requestHost = createIsomorphicFn()
  .server((): string | undefined => {
    try {
      return getRequestHeader('x-forwarded-host') ?? getRequestHeader('host') ?? '';
    } catch {
      // Outside a request (a router rendered by a test): nothing is shared.
      return undefined;
    }
  })
  .client((): string | undefined => undefined);

/**
 * `ensureQueryData` for a query whose answer is the same for every visitor of a host (it depends
 * on no cookie): on the server, an answer fetched for one page serves the pages rendered in the
 * next second too, which then ask the API for their own data only. Every page needs the catalogue
 * tree and the app config, and their two calls were about a twentieth of a listing's server time.
 * A change shows at most a second later than before. The browser asks as always.
 */
export async function ensureSharedQueryData<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<T> {
  const host = requestHost();
  if (host === undefined) return queryClient.ensureQueryData(options);
  const key = `${host} ${JSON.stringify(options.queryKey)}`;
  const hit = kept.get(key);
  if (hit && hit.until > Date.now()) {
    queryClient.setQueryData<T>(options.queryKey as QueryKey, hit.data as T);
    return hit.data as T;
  }
  const data = await queryClient.ensureQueryData(options);
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, { data, until: Date.now() + SHARED_DATA_MS });
  return data;
}
