import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '@shop/api';
import { ContentPageTemplate, contentPageQuery, isContentPageSlug, type ContentPageSlug } from '@shop/content';
import type { Locale } from '@shop/i18n';
import { seoHead } from '../../seo';

/**
 * The content pages (`/about-us`, `/ru/gpsr`, … `CONTENT_PAGE_SLUGS`): one route for the eleven, so
 * every page's entry holds one route's code instead of eleven. Its `params.parse` answers false for
 * any other segment, so the route does not match it and the next candidate does (`/ru/` stays the
 * Russian home, `/de` the locale layout's 404). The loader and component are split out together
 * (`codeSplitGroupings`): with them the template, its Prose styles and the content pages' endpoints
 * load with a content page, not with every page. A navigation to one fetches that chunk, then the
 * page's data; hover or focus on a link preloads both (`defaultPreload: 'intent'`).
 */
export const Route = createFileRoute('/{-$locale}/$page')({
  params: { parse: ({ page }) => (isContentPageSlug(page) ? { page } : false) },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => loadContentPage(params.page, context),
  head: ({ loaderData, matches }) => seoHead(loaderData?.page.seo, matches),
  component: ContentPage,
});

/** The page in the URL's language; one the API does not have (gpsr while it is off) is the 404 page. */
async function loadContentPage(
  slug: ContentPageSlug,
  { queryClient, locale }: { queryClient: QueryClient; locale: Locale },
) {
  try {
    return await queryClient.ensureQueryData(contentPageQuery(slug, locale));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

function ContentPage() {
  const { locale } = Route.useRouteContext();
  const { data } = useSuspenseQuery(contentPageQuery(Route.useParams().page, locale));
  return <ContentPageTemplate page={data} />;
}
