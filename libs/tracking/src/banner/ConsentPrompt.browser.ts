import { CONSENT_COOKIE } from '@shop/locale';
import { nextTask } from '@shop/ui';
import { lazy } from 'react';

/**
 * The consent prompt as the browser build sees it (package.json `imports`, `#consent-prompt`): it
 * draws nothing until hydration, so its code (the choice's cookie, the settings' event) is fetched
 * once the page runs, not with the first load. A browser that holds no choice yet will show the
 * banner: its code is asked for in the next task, not once the prompt's has come. The server build
 * renders `ConsentPrompt.tsx` in place (nothing).
 */
export const ConsentPrompt = lazy(() => {
  const prompt = import('./ConsentPrompt').then((module) => ({ default: module.ConsentPrompt }));
  // Each import appends its files' preloads (a request each): both in one task made a long one
  // (45–85 ms with the CPU slowed 4×).
  if (!document.cookie.includes(`${CONSENT_COOKIE}=`))
    void nextTask()
      .then(() => import('./ConsentDialogs'))
      .catch(() => undefined);
  return prompt;
});
