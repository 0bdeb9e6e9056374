import { CONSENT_COOKIE } from '@shop/locale';
import { lazy } from 'react';

/**
 * The consent prompt as the browser build sees it (package.json `imports`, `#consent-prompt`): it
 * draws nothing until hydration, so its code (the choice's cookie, the settings' event) is fetched
 * once the page runs, not with the first load. A browser that holds no choice yet will show the
 * banner: its code is asked for beside the prompt's, not after it. The server build renders
 * `ConsentPrompt.tsx` in place (nothing).
 */
export const ConsentPrompt = lazy(() => {
  if (!document.cookie.includes(`${CONSENT_COOKIE}=`)) void import('./ConsentDialogs').catch(() => undefined);
  return import('./ConsentPrompt').then((module) => ({ default: module.ConsentPrompt }));
});
