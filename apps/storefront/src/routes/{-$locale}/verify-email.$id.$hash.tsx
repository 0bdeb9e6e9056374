import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailTemplate, parseVerifyEmailSearch } from '@shop/auth';
import { privatePageHead } from '../../seo';

/** `/verify-email/{id}/{hash}?expires=…&signature=…`: the page of a mailed verification link; not for search engines. */
export const Route = createFileRoute('/{-$locale}/verify-email/$id/$hash')({
  validateSearch: parseVerifyEmailSearch,
  head: ({ params }) => privatePageHead(params.locale === 'ru' ? 'Подтверждение e-mail' : 'Confirm your e-mail'),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { id, hash } = Route.useParams();
  const { expires, signature } = Route.useSearch();
  return <VerifyEmailTemplate id={id} hash={hash} expires={expires} signature={signature} />;
}
