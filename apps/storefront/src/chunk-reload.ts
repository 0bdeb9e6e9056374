/**
 * A chunk of the old build that is gone (spec, section 2) reloads the page, at most once per 10 s
 * for the same path so a broken deploy cannot loop. Every page's first load holds this (the chunk
 * that fails may be any later one); the build watch of new-build.ts comes after the page.
 */

/** A failed chunk load reloads the same path at most once in this time. */
export const CHUNK_RELOAD_GAP_MS = 10_000;

const CHUNK_RELOAD_KEY = 'shop:chunk-reload:';

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

/**
 * Whether Vite's preload error is a stylesheet that is gone. Only that one is ignored (the module
 * still loads, unstyled until the reload); ignoring a script would make Vite answer its importer
 * no module at all, which React.lazy and the router's lazy routes take for a broken module.
 */
export function isStylesheetPreloadError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Unable to preload CSS');
}
