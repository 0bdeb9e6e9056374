import { createFileRoute } from '@tanstack/react-router';
import { ProfileTemplate, profileQuery } from '@shop/profile';

/** `/profile`: the customer's details, e-mails, password, data download and deletion (behind the parent's login guard). */
export const Route = createFileRoute('/{-$locale}/profile/')({
  loader: ({ context: { queryClient, locale } }) => queryClient.ensureQueryData(profileQuery(locale)),
  component: ProfileTemplate,
});
