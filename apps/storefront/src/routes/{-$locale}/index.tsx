import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ProductStrip, productListQuery, type ProductListName } from '@shop/catalog';
import { appConfigQuery, HomeTemplate, homePageQuery } from '@shop/content';
import { localizePath } from '@shop/i18n';
import { firstVisitLocale } from '../../server/first-visit-locale';
import { seoHead } from '../../seo';

type StripList = Exclude<ProductListName, 'category'>;
const STRIP_LISTS: readonly string[] = ['new', 'sale', 'bestsellers'] satisfies StripList[];
const isStripList = (key: string): key is StripList => STRIP_LISTS.includes(key);

export const Route = createFileRoute('/{-$locale}/')({
  // A first visit to `/` lands by the locale cookie, then the browser's languages, then the
  // shop's default for this domain (app config: DEFAULT_LOCALE, LOCALE_DOMAINS). The root loader
  // asks the same app config query, so this costs no second request.
  beforeLoad: async ({ params, context }) => {
    if (params.locale !== undefined) return;
    const config = await context.queryClient.ensureQueryData(appConfigQuery(context.locale));
    const locale = await firstVisitLocale(config.locale);
    const home = localizePath('/', locale);
    if (home !== '/') throw redirect({ href: home });
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
