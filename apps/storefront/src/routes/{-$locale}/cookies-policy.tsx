import { createFileRoute } from '@tanstack/react-router';
import { ContentRoute, loadContentPage } from '../../content-route';
import { seoHead } from '../../seo';

export const Route = createFileRoute('/{-$locale}/cookies-policy')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadContentPage('cookies-policy', context),
  head: ({ loaderData, matches }) => seoHead(loaderData?.page.seo, matches),
  component: () => <ContentRoute slug="cookies-policy" />,
});
