import { createFileRoute } from '@tanstack/react-router';
import { ContentRoute, loadContentPage } from '../../content-route';
import { seoHead } from '../../seo';

export const Route = createFileRoute('/{-$locale}/contacts')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadContentPage('contacts', context),
  head: ({ loaderData, matches }) => seoHead(loaderData?.page.seo, matches),
  component: () => <ContentRoute slug="contacts" />,
});
