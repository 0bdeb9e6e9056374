import { lazy } from 'react';

/**
 * The order history's failure as the browser build sees it (package.json `imports`,
 * `#orders-failed`): few visits show it, so its code (with the shared error state) is a chunk
 * fetched when it is shown, not with the page. The server build renders `OrdersFailed.tsx` in place.
 */
export const OrdersFailed = lazy(() => import('./OrdersFailed').then((module) => ({ default: module.OrdersFailed })));
