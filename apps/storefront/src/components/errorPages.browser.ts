import { lazy } from 'react';

/**
 * The 404 and error pages as the browser build sees them (package.json `imports`, `#error-pages`):
 * few visits show one, so their code is a chunk of its own, fetched when a page renders them, not
 * with every first load. The server build renders them in place (`errorPages.ts`), and
 * `DeferredErrorPages.tsx` keeps the server's HTML until the code has come.
 */
export const NotFoundPage = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
export const ErrorPage = lazy(() => import('./ErrorPage').then((module) => ({ default: module.ErrorPage })));
