import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordTemplate, parseResetPasswordSearch } from '@shop/auth';
import { privatePageHead } from '../../seo';

/** `/reset-password?token=…&email=…`: the page of the mailed reset link; not for search engines. */
export const Route = createFileRoute('/{-$locale}/reset-password')({
  validateSearch: parseResetPasswordSearch,
  head: ({ params }) => privatePageHead(params.locale === 'ru' ? 'Новый пароль' : 'Choose a new password'),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch();
  return <ResetPasswordTemplate token={token} email={email} />;
}
