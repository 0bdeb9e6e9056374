import { HeadContent, Scripts, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { splitLocalePath } from '@shop/i18n';

/** The page's language, from its path (English without a prefix, Russian under `/ru/`). */
export function usePageLocale() {
  return useRouterState({ select: (state) => splitLocalePath(state.location.pathname).locale });
}

/** The document every page renders in: the router's head tags and its scripts, each with the page's nonce. */
export function RootDocument({ children }: { children: ReactNode }) {
  const locale = usePageLocale();
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
