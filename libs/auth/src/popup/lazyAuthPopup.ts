import { lazyWithPreload } from '@shop/ui';

/**
 * The auth popup's code (its forms, rules and zod), loaded the first time it opens or ahead of it.
 * Apart from its host (`AuthPopupHost`, which comes with the session's watcher after the page), so
 * the header's user icon can start it early without holding the host in the first load.
 */
export const AuthPopup = lazyWithPreload(() => import('../templates/AuthPopup'));

/** Starts loading the popup's code early, e.g. when the pointer reaches the user icon. */
export const preloadAuthPopup = AuthPopup.preload;
