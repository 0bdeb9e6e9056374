import { createFileRoute } from '@tanstack/react-router';
import { ContentRoute, loadContentPage } from '../../content-route';
import { seoHead } from '../../seo';

export const Route = createFileRoute('/{-$locale}/size-guide')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadContentPage('size-guide', context),
  head: ({ loaderData, matches }) => seoHead(loaderData?.page.seo, matches),
  component: () => <ContentRoute slug="size-guide" />,
});
