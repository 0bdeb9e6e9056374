import { lazy } from 'react';

/**
 * The 404 and error pages as the browser build sees them (package.json `imports`, `#error-pages`):
 * few visits show one, so their code is a chunk of its own, fetched when a page renders them, not
 * with every first load. The server build renders them in place (`errorPages.ts`), and
 * `DeferredErrorPages.tsx` keeps the server's HTML until the code has come.
 */
export const NotFoundPage = lazy(async () => ({ default: (await loaded(import('./NotFoundPage'))).NotFoundPage }));
export const ErrorPage = lazy(async () => ({ default: (await loaded(import('./ErrorPage'))).ErrorPage }));

/**
 * The module, or never while the page reloads: Vite's loader answers nothing for a file it could
 * not fetch when the page is reloading for a new build (`NewBuildNotice`), and the error page is
 * often what a failed chunk leads to, its own file then cut off by that reload.
 */
async function loaded<T>(module: Promise<T>): Promise<T> {
  const answer = (await module) as T | undefined;
  return answer ?? new Promise<never>(() => undefined);
}
