import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound, useRouteContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@shop/api';
import { ContentPageTemplate, contentPageQuery, type ContentPageSlug } from '@shop/content';
import type { Locale } from '@shop/i18n';

/**
 * The loader and component the content pages share. Each content route splits them, together,
 * out of the entry (`codeSplitGroupings: [['loader', 'component']]`): imported only from those
 * split chunks, this module, the template with its Prose styles and the content pages' endpoints
 * load with a content page instead of with every page. A navigation to one fetches its chunk
 * before its data (preloaded on hover or focus of a link, `defaultPreload: 'intent'`).
 */
export async function loadContentPage(slug: ContentPageSlug, { queryClient, locale }: { queryClient: QueryClient; locale: Locale }) {
  try {
    return await queryClient.ensureQueryData(contentPageQuery(slug, locale));
  } catch (error) {
    // A page the API does not have (gpsr while it is switched off) is the 404 page.
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/** A content page: the API's sanitised HTML under the H1 from page.seo. */
export function ContentRoute({ slug }: { slug: ContentPageSlug }) {
  const { locale } = useRouteContext({ strict: false }) as { locale: Locale };
  const { data } = useSuspenseQuery(contentPageQuery(slug, locale));
  return <ContentPageTemplate page={data} />;
}
