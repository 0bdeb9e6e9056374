import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { splitLocalePath } from '@shop/i18n';
import { CURRENT_USER_KEY, currentUserQuery } from '@shop/auth';
import { appConfigQuery } from '@shop/content';
import { catalogTreeQuery } from '@shop/catalog';
import { captureLandingSoon, trackingConfigMeta } from '@shop/tracking';
import { GlobalStyle, ShopThemeProvider } from '@shop/ui';
import { CurrentPathProvider, ShopIntlProvider } from '@shop/i18n';
import { useAnalytics } from '../analytics';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { RootDocument, usePageLocale } from '../layouts/RootDocument';
import { NewBuildNotice } from '../components/NewBuildNotice';
import { NotFoundPage } from '../components/DeferredErrorPages';
import { messagesQuery, messagesUrl } from '../messages';
import { siteOrigin } from '../seo';
import { trackingConfig } from '../tracking-config';
import { hasSessionCookie, isSharedRender } from '../server/shared-render';
import { ensureSharedQueryData } from '../shared-query-data';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The page language's messages before anything renders (beforeLoad is awaited on every
  // navigation, so switching language never renders the new one without its texts).
  beforeLoad: async ({ location, context }) => {
    const { locale } = splitLocalePath(location.pathname);
    await context.queryClient.ensureQueryData(messagesQuery(locale));
    return { locale };
  },
  // What every page needs (spec, section 2: the user, app config and categories are loaded once
  // per navigation); the query cache keeps them, so later navigations do not refetch. The user is
  // loaded on the server too (with the shopper's forwarded cookie), so the header renders signed in,
  // except in a page the server's page cache keeps for everyone: there the browser asks for the
  // user after hydration (useSession), and the header's icons keep their size either way.
  loader: async ({ context }) => {
    await Promise.all([
      loadUser(context.queryClient),
      ensureSharedQueryData(context.queryClient, appConfigQuery(context.locale)),
      ensureSharedQueryData(context.queryClient, catalogTreeQuery(context.locale)),
    ]);
    return { origin: siteOrigin(), tracking: trackingConfig() };
  },
  head: ({ match, loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b4f71' },
      ...(loaderData ? [trackingConfigMeta(loaderData.tracking)] : []),
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // The page language's messages load beside the scripts: hydration needs them (messages.ts).
      { rel: 'preload', href: messagesUrl(match.context.locale), as: 'fetch', crossOrigin: 'anonymous' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/**
 * The user for the page: left to the browser in a shared render, a guest (null, what the API
 * would answer) when the request has no session cookie, else asked of the API.
 */
function loadUser(queryClient: QueryClient): Promise<unknown> | undefined {
  if (isSharedRender()) return undefined;
  if (!hasSessionCookie()) {
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    return undefined;
  }
  return queryClient.ensureQueryData(currentUserQuery());
}

/** The one subscription to the path that every AppLink's active state reads. */
function CurrentPath({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <CurrentPathProvider value={pathname}>{children}</CurrentPathProvider>;
}

function RootLayout() {
  const locale = usePageLocale();
  const { data: messages } = useSuspenseQuery(messagesQuery(locale));
  useAnalytics(Route.useLoaderData().tracking.analytics);
  useEffect(() => {
    // Campaign data of the landing URL (utm_*, click_id, cje) goes with the order, and the
    // advertising source it brings counts for the visit.
    captureLandingSoon(window.location.search);
  }, []);
  return (
    <ShopIntlProvider locale={locale} messages={messages}>
      <ShopThemeProvider>
        {/* On the server only: the HTML carries the global rules; the empty slot keeps useId values. */}
        {import.meta.env.SSR ? <GlobalStyle /> : null}
        <CurrentPath>
          <DefaultLayout>
            <Outlet />
          </DefaultLayout>
        </CurrentPath>
        <NewBuildNotice />
      </ShopThemeProvider>
    </ShopIntlProvider>
  );
}
