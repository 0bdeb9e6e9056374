import { createFileRoute } from '@tanstack/react-router';
import { OrderTemplate } from '@shop/checkout';
import { useLocale } from '@shop/i18n';
import { privatePageHead } from '../../../seo';

/** `/order/{crypto}`: an order, readable with its unguessable token only; never indexed. */
export const Route = createFileRoute('/{-$locale}/order/$crypto')({
  head: ({ params }) => privatePageHead(params.locale === 'ru' ? 'Заказ' : 'Order'),
  component: OrderRoute,
});

function OrderRoute() {
  const { crypto } = Route.useParams();
  const { localize } = useLocale();
  return <OrderTemplate crypto={crypto} catalogUrl={localize('/catalog/all')} />;
}
