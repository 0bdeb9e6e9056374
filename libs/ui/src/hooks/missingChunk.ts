/**
 * The one reload for a chunk of an old build that is gone (a deploy since the page was loaded
 * renamed the files, or the network dropped one). Every part that meets such a failure asks here
 * (the page's `vite:preloadError` listener, `lazyWithPreload`, the error page), so the page
 * reloads once, however many of them meet it, and at most once per 10 s for the same path so a
 * broken deploy cannot loop.
 */

/** A failed chunk load reloads the same path at most once in this time. */
export const CHUNK_RELOAD_GAP_MS = 10_000;

const CHUNK_RELOAD_KEY = 'shop:chunk-reload:';

/** The browsers' words for a dynamic import whose file could not be fetched (Chromium, Firefox, Safari). */
export const MODULE_FETCH_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * Whether a failed chunk load on `path` may reload the page now: not if it did so less than
 * CHUNK_RELOAD_GAP_MS ago (the session remembers when, per path), nor when the session cannot
 * remember (a reload could then repeat forever).
 */
export function mayReloadForChunkError(
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY + path));
    if (last > 0 && now - last < CHUNK_RELOAD_GAP_MS && now >= last) return false;
    storage.setItem(CHUNK_RELOAD_KEY + path, String(now));
    return true;
  } catch {
    return false;
  }
}

// Set once this page has started its reload: a second `location.reload()` would start a second
// navigation, so later callers only wait for the first.
let reloading = false;

/**
 * Reloads the page for a chunk that is gone, unless this path did less than 10 s ago. True while
 * the page is reloading (whoever started it): the caller then waits instead of failing.
 */
export function reloadForMissingChunk(): boolean {
  if (reloading) return true;
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  if (!mayReloadForChunkError(window.location.pathname, storage, Date.now())) return false;
  reloading = true;
  window.location.reload();
  return true;
}

/**
 * Whether Vite's preload error is a stylesheet that is gone. Only that one may be ignored (the
 * module still loads, unstyled until the reload); ignoring a script would make Vite answer its
 * importer no module at all, which React.lazy and the router's lazy routes take for a broken module.
 */
export function isStylesheetPreloadError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Unable to preload CSS');
}
