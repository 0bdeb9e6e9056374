import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` with a `preload()` that starts fetching the component's code ahead of its first
 * render, e.g. when the pointer reaches the button that opens it. A failed preload is left to the
 * render, which loads again and reports it through the nearest error boundary.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> & { preload: () => void } {
  const preload = (): void => void load().catch(() => undefined);
  return Object.assign(lazy(load), { preload });
}
