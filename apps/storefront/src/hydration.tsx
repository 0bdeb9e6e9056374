import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Marks the document interactive (`<html data-hydrated="true">`) for the e2e journeys and for
 * styles that need JavaScript. The router hydrates a page's content in its own Suspense boundary,
 * after the root's shell (and on a slow device well after the shell's effects have run), so the
 * mark comes from the page content's layout (and from the 404 page, which renders without it):
 * a click before then would reach markup React has not taken over yet. Content whose code may
 * still be on its way when hydration starts (`HydratesWhenLoaded`) holds the mark back until it
 * has hydrated too.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    layoutHydrated = true;
    markIfHydrated();
  }, []);
}

/** Content still to hydrate after the layout, by token; and the tokens whose content has hydrated. */
const pendingParts = new Set<object>();
const hydratedParts = new WeakSet<object>();
let layoutHydrated = false;

let documentHydrated: () => void = () => undefined;
/**
 * Settles once the document is marked hydrated (or after 5 s, should a page never mark it): the
 * browser's first load of the user waits for it (router.tsx, `holdUserLoadUntil`).
 */
export const whenDocumentHydrated = (): Promise<void> =>
  new Promise<void>((resolve) => {
    documentHydrated = resolve;
    setTimeout(resolve, 5_000);
  });

function markIfHydrated(): void {
  if (!layoutHydrated || pendingParts.size !== 0) return;
  document.documentElement.dataset['hydrated'] = 'true';
  documentHydrated();
}

/**
 * A boundary for content whose code is loaded on demand (a lazy component): while the code is on
 * its way during hydration, React keeps the server's markup and hydrates it once the code has
 * run, and the document's mark waits for that. Effects run children first, so when the content
 * hydrates with the rest, `PartHydrated` has recorded the token before this boundary looks at it.
 */
export function HydratesWhenLoaded({ children }: { children: ReactNode }) {
  const [token] = useState(() => ({}));
  useEffect(() => {
    if (!hydratedParts.has(token)) pendingParts.add(token);
    return () => {
      pendingParts.delete(token);
      markIfHydrated();
    };
  }, [token]);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated token={token} />
    </Suspense>
  );
}

function PartHydrated({ token }: { token: object }) {
  useEffect(() => partHydrated(token), [token]);
  return null;
}

function partHydrated(token: object): void {
  hydratedParts.add(token);
  pendingParts.delete(token);
  markIfHydrated();
}
