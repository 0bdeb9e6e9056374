import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { MODULE_FETCH_FAILURE, reloadForMissingChunk } from './missingChunk';

type Loaded<P> = { default: ComponentType<P> };

/**
 * `React.lazy` with a `preload()` that starts fetching the component's code ahead of its first
 * render, e.g. when the pointer reaches the button that opens it, or in a route's loader before
 * the page renders. Once the code has arrived, a first render takes it at once instead of
 * suspending for a tick (React settles a lazy component synchronously when the thenable its
 * loader returns calls back at once), so a page whose loader awaited `preload()` renders without
 * a fallback. A failed preload is forgotten, so the render loads again. When that fails because
 * the file is not there (a deploy since the page was loaded renamed the chunks, or the network
 * dropped it), the render waits for the page's one reload (`reloadForMissingChunk`), which comes
 * back with the new build's files; a failure it may not reload for reaches the error boundary.
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
  const component = lazy(() => (loaded ? settledNow(loaded) : start().catch(waitForReloadOrThrow)));
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

/** A chunk that could not be fetched waits for the page's one reload; anything else is thrown on. */
function waitForReloadOrThrow(error: unknown): Promise<never> {
  const missing = typeof window !== 'undefined' && error instanceof Error && MODULE_FETCH_FAILURE.test(error.message);
  if (missing && reloadForMissingChunk()) return new Promise<never>(() => undefined);
  throw error;
}
