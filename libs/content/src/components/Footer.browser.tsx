import { lazy } from 'react';

/**
 * The footer as the browser build sees it (package.json `imports`, `#footer`): its code is fetched
 * once the page runs, not with the first load. The server build renders `Footer.tsx` in place.
 */
export const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));
