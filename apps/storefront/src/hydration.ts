import { useEffect } from 'react';

/**
 * Marks the document interactive (`<html data-hydrated="true">`) for the e2e journeys and for
 * styles that need JavaScript. The router hydrates a page's content in its own Suspense boundary,
 * after the root's shell (and on a slow device well after the shell's effects have run), so the
 * mark comes from the page content's layout (and from the 404 page, which renders without it):
 * a click before then would reach markup React has not taken over yet.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
}
