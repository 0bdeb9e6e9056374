import { createFileRoute } from '@tanstack/react-router';
import { ProfileTemplate, profileQuery } from '@shop/profile';
import { HydratesWhenLoaded } from '../../../hydration';

/**
 * `/profile`: the customer's details, e-mails, password, data download and deletion (behind the
 * parent's login guard). In the browser the template's forms are a chunk loaded after the page's
 * (`@shop/profile`'s `#profile-template`): the server's HTML stays until they hydrate.
 */
export const Route = createFileRoute('/{-$locale}/profile/')({
  loader: ({ context: { queryClient, locale } }) => queryClient.ensureQueryData(profileQuery(locale)),
  component: ProfileRoute,
});

function ProfileRoute() {
  return (
    <HydratesWhenLoaded>
      <ProfileTemplate />
    </HydratesWhenLoaded>
  );
}
