import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { ApiError } from '@shop/api';
import { AddToCartButton, preloadAddToCartButton } from '@shop/cart';
import {
  CategoryListingTemplate,
  ProductCardTemplate,
  breadcrumbJsonLd,
  catalogPageQuery,
  jsonLd,
  parseCatalogSearch,
  preloadCatalogTemplate,
  productJsonLd,
} from '@shop/catalog';
import clientChunks from 'virtual:shop-client-chunks';
import { HydratesWhenLoaded } from '../../../hydration';
import { rootOrigin, seoHead } from '../../../seo';

/**
 * `/catalog/<path>`: a category listing or a product card, whichever the API resolves the path to
 * (`/catalog/all` lists the whole catalogue).
 * The search params are typed (page, sort, filters, variant), and the loader depends on them, so a
 * change reloads the data and back and forward restore each state.
 */
export const Route = createFileRoute('/{-$locale}/catalog/$')({
  validateSearch: parseCatalogSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient, locale }, params, deps: { search } }) => {
    // The bare `/catalog` is the all-products listing, whose own path is `/catalog/all`.
    if (!params._splat)
      throw redirect({ to: '/{-$locale}/catalog/$', params: { ...params, _splat: 'all' }, statusCode: 301 });
    try {
      const page = await queryClient.ensureQueryData(catalogPageQuery(params._splat ?? '', search, locale));
      // In the browser each template is its own chunk, and so is a card's add-to-cart button: a
      // navigation renders the page once their code is here (a first load hydrates the button
      // after the page, see the component).
      await Promise.all([
        preloadCatalogTemplate(page.type),
        page.type === 'product' ? preloadAddToCartButton() : undefined,
      ]);
      return page;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData, matches }) => {
    const head = seoHead(loaderData?.page.seo, matches);
    if (!loaderData) return head;
    // Structured data for search engines: the breadcrumb trail, and the product on a card.
    const origin = rootOrigin(matches);
    const crumbs = loaderData.type === 'category' ? loaderData.breadcrumbs : loaderData.product.breadcrumbs;
    const data = [
      breadcrumbJsonLd(crumbs, origin),
      ...(loaderData.type === 'product' ? [productJsonLd(loaderData.product, origin)] : []),
    ];
    // The server names the page's template files, so the browser fetches them with the entry.
    const templateFiles = clientChunks[loaderData.type === 'category' ? 'listing' : 'card'] ?? [];
    return {
      ...head,
      links: [...(head.links ?? []), ...templateFiles.map((href) => ({ rel: 'modulepreload', href }))],
      scripts: data.map((item) => ({ type: 'application/ld+json', children: jsonLd(item) })),
    };
  },
  component: CatalogRoute,
});

function CatalogRoute() {
  const { locale } = Route.useRouteContext();
  const { _splat: path = '' } = Route.useParams();
  const search = Route.useSearch();
  const { data } = useSuspenseQuery(catalogPageQuery(path, search, locale));
  return (
    <HydratesWhenLoaded>
      {data.type === 'category' ? (
        <CategoryListingTemplate listing={data} search={search} />
      ) : (
        <ProductCardTemplate
          product={data.product}
          renderBuy={(context) => (
            // The button's code is not in the card's first load: the card hydrates without it, the
            // server's button stands until its code has come (the document's mark waits for it).
            <HydratesWhenLoaded>
              <AddToCartButton {...context} />
            </HydratesWhenLoaded>
          )}
        />
      )}
    </HydratesWhenLoaded>
  );
}
