import { APP_ACCESS_TOKEN_HEADER, type CatalogChange, type CatalogChanges } from '@shop/api';
import { isContentPageSlug } from '@shop/content';

/** How often the page cache asks the API what changed (`GET /api/v1/changes`). */
export const CHANGE_FEED_POLL_MS = 1_000;
/** How long one ask may take. */
const CHANGE_FEED_TIMEOUT_MS = 2_000;

/** One ask of the feed after a position (none: the newest position, no changes). */
export type ChangesFetch = (after: number | undefined) => Promise<CatalogChanges>;

/**
 * What a change drops from the page cache: a product its card and every page whose data named it
 * (listings, search, home); a category, content outside the content pages (app config) or `all`
 * everything, since menus, the footer and the config are on every page; a content page its pages.
 */
export function tagsToDrop(changes: readonly CatalogChange[]): string[] | 'all' {
  const tags = new Set<string>();
  for (const change of changes) {
    if (change.scope === 'product' && change.key) tags.add(`product:${change.key}`);
    else if (change.scope === 'content' && change.key && (isContentPageSlug(change.key) || change.key === 'home'))
      tags.add(`content:${change.key}`);
    else return 'all';
  }
  return [...tags];
}

export interface ChangeFeedOptions {
  fetchChanges: ChangesFetch;
  /** Drop what changed: tags, or everything. */
  drop: (tags: string[] | 'all') => void;
  /** The feed answers (true) or not (false: 501 while the API has none, an error, a timeout). */
  onAnswering: (answering: boolean) => void;
  onError?: (error: unknown) => void;
}

/**
 * Follows the API's change log: the first ask learns the newest position, each later one asks for
 * what came after it. When the log no longer reaches back (`complete: false`), or after the feed
 * was unreachable (changes may have been missed meanwhile), everything is dropped.
 */
export function createChangeFeed(options: ChangeFeedOptions) {
  let position: number | undefined;
  let answering = false;
  let asking = false;

  async function poll(): Promise<void> {
    if (asking) return;
    asking = true;
    try {
      const answer = await options.fetchChanges(position);
      // The first answer, or the first after the feed failed: what is cached was never checked
      // against it (or changes were missed meanwhile), so it all goes.
      if (!answering || !answer.complete) options.drop('all');
      else if (answer.changes.length) {
        const tags = tagsToDrop(answer.changes);
        if (tags === 'all' || tags.length) options.drop(tags);
      }
      position = answer.latest;
      if (!answering) options.onAnswering((answering = true));
    } catch (error) {
      if (answering) options.onAnswering((answering = false));
      options.onError?.(error);
    } finally {
      asking = false;
    }
  }

  return { poll, answering: () => answering };
}

/** Asks the API at `baseUrl` for its changes, with the app access token when there is one. */
export function apiChangesFetch(baseUrl: string, appAccessToken: string | undefined): ChangesFetch {
  return async (after) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (appAccessToken) headers[APP_ACCESS_TOKEN_HEADER] = appAccessToken;
    const query = after === undefined ? '' : `?after=${after}`;
    const response = await fetch(`${baseUrl}/api/v1/changes${query}`, {
      headers,
      signal: AbortSignal.timeout(CHANGE_FEED_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GET /api/v1/changes answered ${response.status}`);
    const body = (await response.json()) as Partial<CatalogChanges>;
    if (typeof body.latest !== 'number' || typeof body.complete !== 'boolean' || !Array.isArray(body.changes))
      throw new Error('GET /api/v1/changes answered without latest, complete and changes');
    return body as CatalogChanges;
  };
}
