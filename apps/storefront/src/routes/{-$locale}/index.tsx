import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { HomeTemplate, homePageQuery } from '@shop/content';
import { localizePath } from '@shop/i18n';
import { firstVisitLocale } from '../../server/first-visit-locale';
import { seoHead } from '../../seo';

export const Route = createFileRoute('/{-$locale}/')({
  // A first visit to `/` lands by the locale cookie, then the browser's languages.
  beforeLoad: async ({ params }) => {
    if (params.locale !== undefined) return;
    const locale = await firstVisitLocale();
    if (locale !== 'en') throw redirect({ href: localizePath('/', locale) });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(homePageQuery(context.locale)),
  head: ({ loaderData, matches }) => seoHead(loaderData?.page.seo, matches),
  component: HomeRoute,
});

function HomeRoute() {
  const { locale } = Route.useRouteContext();
  const { data: home } = useSuspenseQuery(homePageQuery(locale));
  return <HomeTemplate home={home} />;
}
