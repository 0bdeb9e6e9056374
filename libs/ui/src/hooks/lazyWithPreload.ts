import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * `React.lazy` with a `preload()` that starts fetching the component's code ahead of its first
 * render, e.g. when the pointer reaches the button that opens it, or in a route's loader before
 * the page renders. Once the code has arrived, a first render takes it at once instead of
 * suspending for a tick (React settles a lazy component synchronously when the thenable its
 * loader returns calls back at once), so a page whose loader awaited `preload()` renders without
 * a fallback. A failed preload is forgotten, so the render loads again. When that fails because
 * the file is not there (a deploy since the page was loaded renamed the chunks, or the network
 * dropped it), the page reloads once, as TanStack Router does for route chunks, and comes back with
 * the new build's files; a second failure reaches the nearest error boundary.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<Loaded<P>>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> } {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const start = (): Promise<Loaded<P>> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => (loaded ? settledNow(loaded) : start().catch(reloadOnceOrThrow)));
  const preload = (): Promise<void> =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(component, { preload });
}

/**
 * A thenable that calls back during `then` itself, unlike a promise: React.lazy marks the component
 * loaded before it would suspend. It only ever meets React.lazy, which calls `then` and nothing else.
 */
function settledNow<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => onFulfilled?.(value) };
  return thenable as unknown as Promise<T>;
}

/** The browsers' words for a dynamic import whose file could not be fetched (Chromium, Firefox, Safari). */
const MODULE_FETCH_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * A chunk that could not be fetched reloads the page, once per failure and tab (sessionStorage
 * remembers it, so a file that stays missing cannot loop; without storage there is no reload);
 * anything else is thrown on. Resolves never while the page reloads.
 */
function reloadOnceOrThrow(error: unknown): Promise<never> {
  if (typeof window === 'undefined' || !(error instanceof Error) || !MODULE_FETCH_FAILURE.test(error.message))
    throw error;
  const key = `lazyWithPreload.reloaded:${error.message}`;
  let reloadedBefore: boolean;
  try {
    reloadedBefore = window.sessionStorage.getItem(key) !== null;
    if (!reloadedBefore) window.sessionStorage.setItem(key, '1');
  } catch {
    // No storage (disabled, or full): without the memory a reload could loop, so none.
    throw error;
  }
  if (reloadedBefore) throw error;
  window.location.reload();
  return new Promise<never>(() => undefined);
}
