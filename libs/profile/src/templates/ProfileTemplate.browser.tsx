import { lazy } from 'react';

/**
 * The profile page as the browser build sees it (package.json `imports`, `#profile-template`): its
 * forms (TanStack Form, the validation rules) are a chunk fetched once the page runs, not with the
 * first load. Rendered in a Suspense boundary, the server's HTML stays as it is until the code has
 * arrived, then hydrates. The server build renders `ProfileTemplate.tsx` in place.
 */
export const ProfileTemplate = lazy(() =>
  import('./ProfileTemplate').then((module) => ({ default: module.ProfileTemplate })),
);
