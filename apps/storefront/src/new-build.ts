/**
 * Spec, section 2: "a periodic fetch of the build manifest and latest-build info". An open tab
 * compares the build it runs (`__SHOP_BUILD_ID__`) with the one the server now serves
 * (`/_build.json`) and, after a deploy, offers a reload; a chunk of the old build that is gone
 * reloads the page, at most once per 10 s for the same path so a broken deploy cannot loop.
 */

/** How often an open tab asks for the latest build. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** A tab coming back (focus, visible again) asks at most this often. */
export const BUILD_CHECK_MIN_GAP_MS = 60_000;
// The reload for a chunk of an old build that is gone is part of every first load (@shop/ui's
// `reloadForMissingChunk`); this file comes with the note, after the page.

/** The latest build's id as the server says (`{ "id": "…" }`), or undefined when it cannot say. */
export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetcher('/_build.json', { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}

interface BuildWatchTargets {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * Asks for the latest build every BUILD_CHECK_INTERVAL_MS and when the tab gains focus or becomes
 * visible (at most once per BUILD_CHECK_MIN_GAP_MS), and calls `onNewBuild` once when it differs
 * from `runningId`; then it stops asking. Returns the function that stops it.
 */
export function watchBuild(options: {
  runningId: string;
  latestId: () => Promise<string | undefined>;
  onNewBuild: (id: string) => void;
  targets: BuildWatchTargets;
  now?: () => number;
}): () => void {
  const { runningId, latestId, onNewBuild, targets } = options;
  const now = options.now ?? Date.now;
  let lastAsked = Number.NEGATIVE_INFINITY;
  let stopped = false;
  const ask = async (force: boolean) => {
    if (stopped || (!force && now() - lastAsked < BUILD_CHECK_MIN_GAP_MS)) return;
    lastAsked = now();
    const id = await latestId();
    if (stopped || !id || id === runningId) return;
    stop();
    onNewBuild(id);
  };
  const onFocus = () => void ask(false);
  const onVisibility = () => {
    if (targets.document.visibilityState === 'visible') void ask(false);
  };
  const timer = setInterval(() => void ask(true), BUILD_CHECK_INTERVAL_MS);
  targets.window.addEventListener('focus', onFocus);
  targets.document.addEventListener('visibilitychange', onVisibility);
  function stop() {
    stopped = true;
    clearInterval(timer);
    targets.window.removeEventListener('focus', onFocus);
    targets.document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}
