import { createFileRoute } from '@tanstack/react-router';
import { ContentRoute, loadContentPage } from '../../content-route';
import { seoHead } from '../../seo';

export const Route = createFileRoute('/{-$locale}/delivery-and-returns')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadContentPage('delivery-and-returns', context),
  head: ({ loaderData, matches }) => seoHead(loaderData?.page.seo, matches),
  component: () => <ContentRoute slug="delivery-and-returns" />,
});
