import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * `React.lazy` with a `preload()` that starts fetching the component's code ahead of its first
 * render, e.g. when the pointer reaches the button that opens it, or in a route's loader before
 * the page renders. Once the code has arrived, a first render takes it at once instead of
 * suspending for a tick (React settles a lazy component synchronously when the thenable its
 * loader returns calls back at once), so a page whose loader awaited `preload()` renders without
 * a fallback. A failed preload is forgotten, so the render loads again and reports a failure
 * through the nearest error boundary.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<Loaded<P>>): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> } {
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
  const component = lazy(() => (loaded ? settledNow(loaded) : start()));
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
