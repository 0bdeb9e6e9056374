import { lazy } from 'react';

/**
 * The new-build note as the browser build sees it (package.json `imports`, `#new-build-prompt`):
 * it asks for the latest build every few minutes and shows nothing until a deploy, so its code is
 * fetched once the page runs, not with the first load. The server build renders
 * `NewBuildPrompt.tsx` in place; `NewBuildNotice` keeps its HTML until the code has come.
 */
export const NewBuildPrompt = lazy(() =>
  import('./NewBuildPrompt').then((module) => ({ default: module.NewBuildPrompt })),
);
