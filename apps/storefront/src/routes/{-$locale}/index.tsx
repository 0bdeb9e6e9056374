import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ProductStrip, productListQuery, type ProductListName } from '@shop/catalog';
import { HomeTemplate, homePageQuery } from '@shop/content';
import { localizePath } from '@shop/i18n';
import { firstVisitLocale } from '../../server/first-visit-locale';
import { seoHead } from '../../seo';

type StripList = Exclude<ProductListName, 'category'>;
const STRIP_LISTS: readonly string[] = ['new', 'sale', 'bestsellers'] satisfies StripList[];
const isStripList = (key: string): key is StripList => STRIP_LISTS.includes(key);

export const Route = createFileRoute('/{-$locale}/')({
  // A first visit to `/` lands by the locale cookie, then the browser's languages.
  beforeLoad: async ({ params }) => {
    if (params.locale !== undefined) return;
    const locale = await firstVisitLocale();
    if (locale !== 'en') throw redirect({ href: localizePath('/', locale) });
  },
  // The home content and its strips load together, so the first HTML holds the products.
  loader: async ({ context: { queryClient, locale } }) => {
    const home = await queryClient.ensureQueryData(homePageQuery(locale));
    await Promise.all(
      home.strips
        .map((strip) => strip.key)
        .filter(isStripList)
        .map((list) => queryClient.ensureQueryData(productListQuery(list, locale))),
    );
    return home;
  },
  head: ({ loaderData, matches }) => seoHead(loaderData?.page.seo, matches),
  component: HomeRoute,
});

function HomeRoute() {
  const { locale } = Route.useRouteContext();
  const { data: home } = useSuspenseQuery(homePageQuery(locale));
  const strips = home.strips.flatMap((strip) =>
    isStripList(strip.key) ? [<ProductStrip key={strip.key} list={strip.key} title={strip.title} />] : [],
  );
  return <HomeTemplate home={home} strips={strips} />;
}
