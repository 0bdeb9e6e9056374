import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '@shop/api';
import { CategoryListingTemplate, ProductCardTemplate, catalogPageQuery, catalogSearchSchema } from '@shop/catalog';
import { seoHead } from '../../../seo';

/**
 * `/catalog/<path>`: a category listing or a product card, whichever the API resolves the path to.
 * The search params are typed (page, sort, filters, variant), and the loader depends on them, so a
 * change reloads the data and back and forward restore each state.
 */
export const Route = createFileRoute('/{-$locale}/catalog/$')({
  validateSearch: catalogSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient, locale }, params, deps: { search } }) => {
    try {
      return await queryClient.ensureQueryData(catalogPageQuery(params._splat ?? '', search, locale));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData, matches }) => seoHead(loaderData?.page.seo, matches),
  component: CatalogRoute,
});

function CatalogRoute() {
  const { locale } = Route.useRouteContext();
  const { _splat: path = '' } = Route.useParams();
  const search = Route.useSearch();
  const { data } = useSuspenseQuery(catalogPageQuery(path, search, locale));
  return data.type === 'category' ? <CategoryListingTemplate listing={data} search={search} /> : <ProductCardTemplate product={data.product} />;
}
