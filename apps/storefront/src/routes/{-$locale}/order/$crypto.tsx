import { createFileRoute } from '@tanstack/react-router';
import { OrderTemplate, orderQuery } from '@shop/checkout';
import { useLocale } from '@shop/i18n';
import { privatePageHead } from '../../../seo';

/**
 * `/order/{crypto}`: an order, readable with its unguessable token only; never indexed. The order
 * is read on the server, so a shopper back from the payment page sees its state in the first
 * HTML; a wrong token or a failed read is the page's to show (prefetching never throws). The
 * loader is split out with the component, so the order's queries load with this page only.
 */
export const Route = createFileRoute('/{-$locale}/order/$crypto')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, locale }, params }) =>
    queryClient.prefetchQuery(orderQuery(params.crypto, locale)),
  head: ({ params }) => privatePageHead(params.locale === 'ru' ? 'Заказ' : 'Order'),
  component: OrderRoute,
});

function OrderRoute() {
  const { crypto } = Route.useParams();
  const { localize } = useLocale();
  return <OrderTemplate crypto={crypto} catalogUrl={localize('/catalog/all')} />;
}
