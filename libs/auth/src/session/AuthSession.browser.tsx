import { lazy } from 'react';

/**
 * The session's watcher as the browser build sees it (package.json `imports`, `#auth-session`):
 * its code (the other tabs' sign-ins, the `?auth=` popup request, the popup's host and the
 * session's note) is fetched once the page runs, not with the first load: none of it draws
 * anything before the shopper acts. The popup's state is `authPopup`'s, outside React, so the
 * user icon opens it even before this code has come; the popup shows when it has. The server
 * build renders `AuthSession.tsx` in place; `DeferredAuthSession` keeps its HTML until then.
 */
export const AuthSession = lazy(() => import('./AuthSession').then((module) => ({ default: module.AuthSession })));
