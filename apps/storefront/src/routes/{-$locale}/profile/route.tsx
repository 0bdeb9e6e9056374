import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireUser } from '@shop/auth';
import { ProfileLayout } from '@shop/profile';
import { privatePageHead } from '../../../seo';

/**
 * `/profile` and everything under it: the account area behind the login guard `auth` (a guest is
 * sent to sign in and comes back here), in the profile layout.
 */
export const Route = createFileRoute('/{-$locale}/profile')({
  beforeLoad: requireUser,
  head: ({ params }) => privatePageHead(params.locale === 'ru' ? 'Мой профиль' : 'My profile'),
  component: ProfileRoute,
});

function ProfileRoute() {
  return (
    <ProfileLayout>
      <Outlet />
    </ProfileLayout>
  );
}
