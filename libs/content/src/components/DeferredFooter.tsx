import { Suspense } from 'react';
import type { FooterProps } from './Footer';
// A subpath import (package.json `imports`): its condition gives the server build the footer itself
// and the browser build a lazy one; a relative path cannot choose by build.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { Footer } from '#footer';

/**
 * The footer, hydrated after the page: it sits below the fold and need not hold up the first load.
 * Its HTML comes with the page; the browser keeps it as it is until the footer's code has arrived,
 * then hydrates it (a click on a link before then is a plain link's). On a page drawn in the browser
 * it shows once its code is there.
 */
export function DeferredFooter(props: FooterProps) {
  return (
    <Suspense fallback={null}>
      <Footer {...props} />
    </Suspense>
  );
}
