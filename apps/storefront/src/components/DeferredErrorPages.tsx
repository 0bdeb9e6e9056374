import type { ErrorComponentProps } from '@tanstack/react-router';
// A subpath import (package.json `imports`): its condition gives the server build the pages
// themselves and the browser build lazy ones; a relative path cannot choose by build.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ErrorPage as ErrorPageContent, NotFoundPage as NotFoundPageContent } from '#error-pages';
import { HydratesWhenLoaded } from '../hydration';

/**
 * The 404 page, its code loaded when it is shown: the server renders it in place (no fallback in
 * the HTML, the 404 status as before), the browser hydrates it once its chunk has come and a
 * navigation shows it then; the document's hydrated mark waits for it.
 */
export function NotFoundPage() {
  return (
    <HydratesWhenLoaded>
      <NotFoundPageContent />
    </HydratesWhenLoaded>
  );
}

/** The error page, loaded the same way. */
export function ErrorPage(props: ErrorComponentProps) {
  return (
    <HydratesWhenLoaded>
      <ErrorPageContent {...props} />
    </HydratesWhenLoaded>
  );
}
