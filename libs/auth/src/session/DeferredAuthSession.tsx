import type { SocialLogin } from '@shop/api';
import { Suspense } from 'react';
// A subpath import (package.json `imports`): its condition gives the server build the watcher
// itself and the browser build a lazy one; a relative path cannot choose by build.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { AuthSession } from '#auth-session';

/**
 * The session's watcher (`AuthSession`), hydrated once its code has arrived: the server's HTML
 * (the session note's empty live region) stays as it is until then, so nothing moves.
 */
export function DeferredAuthSession({ social }: { social?: SocialLogin }) {
  return (
    <Suspense fallback={null}>
      <AuthSession social={social} />
    </Suspense>
  );
}
