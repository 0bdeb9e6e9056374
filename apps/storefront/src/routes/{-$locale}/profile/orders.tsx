import { createFileRoute } from '@tanstack/react-router';
import { useLocale } from '@shop/i18n';
import { ProfileOrdersTemplate, parseProfileOrdersSearch, profileOrdersQuery } from '@shop/profile';
import { privatePageHead } from '../../../seo';

/**
 * `/profile/orders?status=…&from=…&to=…&page=…`: the customer's order history behind the profile's
 * login guard. The page is read on the server (a failed read is the template's to show: prefetching
 * never throws), and its loader is split out with the component, so the profile's queries load with
 * this page only. Its title is the answer's; never indexed.
 */
export const Route = createFileRoute('/{-$locale}/profile/orders')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: parseProfileOrdersSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient, locale }, deps: { search } }) => {
    const query = profileOrdersQuery(search, locale);
    await queryClient.prefetchQuery(query);
    return { seo: queryClient.getQueryData(query.queryKey)?.page.seo };
  },
  head: ({ loaderData, params }) =>
    privatePageHead(loaderData?.seo?.title ?? (params.locale === 'ru' ? 'Мои заказы' : 'My orders')),
  component: ProfileOrdersRoute,
});

function ProfileOrdersRoute() {
  const search = Route.useSearch();
  const { localize } = useLocale();
  return <ProfileOrdersTemplate search={search} catalogUrl={localize('/catalog/all')} />;
}
