import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SearchResultsTemplate, searchPageQuery, type SearchPageSearch } from '@shop/catalog';
import { Container } from '@shop/ui';
import { FormattedMessage } from 'react-intl';
import { seoHead } from '../../seo';

/**
 * `?keyword=…&page=…`, trimmed and bounded like the API's; anything else is dropped: answered as
 * undefined, since the router lays this over the URL's own params (parseCatalogSearch).
 */
function parseSearch(raw: Record<string, unknown>): SearchPageSearch {
  const keyword = typeof raw['keyword'] === 'string' ? raw['keyword'].trim().slice(0, 100) : '';
  const page = Number(raw['page']);
  return {
    keyword: keyword || undefined,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
}

/** `/search?keyword=…`: the products matching the keyword, or a prompt without one. */
export const Route = createFileRoute('/{-$locale}/search')({
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context: { queryClient, locale }, deps: { search } }) =>
    search.keyword ? queryClient.ensureQueryData(searchPageQuery(search.keyword, search.page, locale)) : undefined,
  head: ({ loaderData, matches }) => {
    const head = seoHead(loaderData?.page.seo, matches);
    // Result pages are not for the index; their links are.
    return { ...head, meta: [...(head.meta ?? []), { name: 'robots', content: 'noindex, follow' }] };
  },
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  return search.keyword ? (
    <Results keyword={search.keyword} search={search} />
  ) : (
    <Container>
      <h1>
        <FormattedMessage id="search.title" />
      </h1>
      <p>
        <FormattedMessage id="search.prompt" />
      </p>
    </Container>
  );
}

function Results({ keyword, search }: { keyword: string; search: SearchPageSearch }) {
  const { locale } = Route.useRouteContext();
  const { data } = useSuspenseQuery(searchPageQuery(keyword, search.page, locale));
  return <SearchResultsTemplate result={data} search={search} />;
}
