import { createFileRoute } from '@tanstack/react-router';
import { ContentRoute, loadContentPage } from '../../content-route';
import { seoHead } from '../../seo';

export const Route = createFileRoute('/{-$locale}/terms-and-conditions')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadContentPage('terms-and-conditions', context),
  head: ({ loaderData, matches }) => seoHead(loaderData?.page.seo, matches),
  component: () => <ContentRoute slug="terms-and-conditions" />,
});
