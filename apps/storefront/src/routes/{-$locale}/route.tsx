import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { localeFromParam } from '@shop/i18n';
import { useHydratedMark } from '../../hydration';

/** English pages have no prefix; Russian ones live under /ru/. Any other prefix is not a page. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    const locale = localeFromParam(params.locale);
    if (!locale) throw notFound();
    return { locale };
  },
  component: LocaleLayout,
});

/** Every page's content: the document counts as hydrated once this part has hydrated too. */
function LocaleLayout() {
  useHydratedMark();
  return <Outlet />;
}
