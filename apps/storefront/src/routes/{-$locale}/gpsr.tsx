import { createFileRoute } from '@tanstack/react-router';
import { ContentRoute, loadContentPage } from '../../content-route';
import { seoHead } from '../../seo';

export const Route = createFileRoute('/{-$locale}/gpsr')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadContentPage('gpsr', context),
  head: ({ loaderData, matches }) => seoHead(loaderData?.page.seo, matches),
  component: () => <ContentRoute slug="gpsr" />,
});
