import { useEffect } from 'react';
import { isStylesheetPreloadError, reloadForMissingChunk } from '@shop/ui';
// A subpath import (package.json `imports`): its condition gives the server build the note itself
// and the browser build a lazy one; a relative path cannot choose by build.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { NewBuildPrompt } from '#new-build-prompt';
import { HydratesWhenLoaded } from '../hydration';

/**
 * A chunk of the old build that no longer loads (Vite's preload error) reloads the page instead of
 * failing: that listener is part of the first load, as the chunk that fails may be any later one
 * (the note's own among them). After a deploy, the note offering a reload (`NewBuildPrompt`, whose
 * code comes after the page; the server's HTML, its empty live region, stays until then). The
 * page counts as hydrated once the note listens, so a tab is never interactive yet deaf to a deploy.
 */
export function NewBuildNotice() {
  useEffect(() => {
    // A script's error goes on to the part that asked for it (lazyWithPreload, the error page),
    // which waits for this reload; a stylesheet's would fail a module that still loads.
    const onPreloadError = (event: Event & { payload?: unknown }) => {
      if (reloadForMissingChunk() && isStylesheetPreloadError(event.payload)) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return (
    <HydratesWhenLoaded>
      <NewBuildPrompt />
    </HydratesWhenLoaded>
  );
}
