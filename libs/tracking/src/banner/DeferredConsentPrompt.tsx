import { Suspense } from 'react';
// A subpath import (package.json `imports`): its condition gives the server build the prompt itself
// and the browser build a lazy one; a relative path cannot choose by build.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ConsentPrompt } from '#consent-prompt';

/** The cookie consent prompt (`ConsentPrompt`), mounted once its code has come after the page. */
export function DeferredConsentPrompt() {
  return (
    <Suspense fallback={null}>
      <ConsentPrompt />
    </Suspense>
  );
}
