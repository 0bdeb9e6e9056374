import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy's own bound: a component of any props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

type Preloadable<C extends AnyComponent> = LazyExoticComponent<C> & { preload: () => Promise<void> };

/**
 * `React.lazy` with a `preload()` that starts fetching the component's code ahead of its first
 * render, e.g. when the pointer reaches the button that opens it, or in a route's loader before
 * the page renders. `name` picks a named export (`default` unless given). Once the code has
 * arrived, a first render takes it at once instead of suspending for a tick (React settles a lazy
 * component synchronously when the thenable its loader returns calls back at once), so a page
 * whose loader awaited `preload()` renders without a fallback. A failed preload is forgotten, so
 * the render loads again. When that fails because the file is not there (a deploy since the page
 * was loaded renamed the chunks, or the network dropped it), the page reloads once, as TanStack
 * Router does for route chunks, and comes back with the new build's files; a second failure
 * reaches the nearest error boundary.
 */
export function lazyWithPreload<C extends AnyComponent>(load: () => Promise<{ default: C }>): Preloadable<C>;
export function lazyWithPreload<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): Preloadable<M[K]>;
export function lazyWithPreload<C extends AnyComponent, K extends string>(
  load: () => Promise<Record<K, C>>,
  name: K = 'default' as K,
): Preloadable<C> {
  type Loaded = { default: C };
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  const start = (): Promise<Loaded> =>
    (loading ??= load()
      .then((module) => pick(module, name))
      .then(
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
 * `React.lazy` of a module's named export, for a component no page preloads (a `.browser` module's
 * deferred part). Like `lazyWithPreload`, it waits for the page's reload rather than failing.
 */
export function lazyExport<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy<M[K]>(() => load().then((module) => pick(module, name)));
}

/**
 * The export as React.lazy takes it, or never when there is no module: Vite's loader answers
 * nothing for a file it could not fetch once the page's `vite:preloadError` listener has started
 * a reload (the storefront's NewBuildNotice), and the page then waits for that reload.
 */
function pick<K extends string, M extends Record<K, AnyComponent>>(
  module: M | undefined,
  name: K,
): Promise<{ default: M[K] }> | { default: M[K] } {
  return module === undefined ? new Promise<never>(() => undefined) : { default: module[name] };
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
