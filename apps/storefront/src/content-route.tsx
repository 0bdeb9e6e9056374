import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound, useRouteContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@shop/api';
import { ContentPageTemplate, contentPageQuery, type ContentPageSlug } from '@shop/content';
import type { Locale } from '@shop/i18n';
import { seoHead } from './seo';

interface ContentRouteContext {
  queryClient: QueryClient;
  locale: Locale;
}

/**
 * Route options shared by the content pages: the loader fetches the page in the URL's language
 * (a page the API does not have, such as gpsr while it is switched off, is a 404), the head
 * comes from page.seo, and the template renders the sanitised HTML.
 */
export function contentRouteOptions(slug: ContentPageSlug) {
  return {
    loader: async ({ context }: { context: ContentRouteContext }) => {
      try {
        return await context.queryClient.ensureQueryData(contentPageQuery(slug, context.locale));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw notFound();
        throw error;
      }
    },
    head: ({ loaderData, matches }: { loaderData?: { page: { seo: Parameters<typeof seoHead>[0] } }; matches: Parameters<typeof seoHead>[1] }) =>
      seoHead(loaderData?.page.seo, matches),
    component: function ContentRoute() {
      const { locale } = useRouteContext({ strict: false }) as { locale: Locale };
      const { data } = useSuspenseQuery(contentPageQuery(slug, locale));
      return <ContentPageTemplate page={data} />;
    },
  };
}
