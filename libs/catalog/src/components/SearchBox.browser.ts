import { lazy } from 'react';

/**
 * The header's search box as the browser build sees it (package.json `imports`, `#search-box`):
 * its code (the panel's keys, the debounce, the navigation) is fetched once the page runs, not
 * with the first load. The server's HTML is a plain GET form to the search page, which works
 * until then (typed text stays: React keeps an input's value when it hydrates). The app mounts it
 * in a boundary that keeps that HTML and holds the document's hydrated mark until it hydrates.
 * The server build (and the unit tests) render `SearchBox.tsx` in place.
 */
export const SearchBox = lazy(() => import('./SearchBox').then((module) => ({ default: module.SearchBox })));
