// The 404 and error pages as the server build sees them (package.json `imports`, `#error-pages`):
// rendered in place. The browser build's (`errorPages.browser.ts`) are lazy, a chunk of their own.
export { NotFoundPage } from './NotFoundPage';
export { ErrorPage } from './ErrorPage';
