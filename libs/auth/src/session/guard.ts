import type { User } from '@shop/api';
import type { Locale } from '@shop/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { currentUserQuery } from './queries';
import { signInHref } from './redirect';

/**
 * The login guard `auth`, for a route's `beforeLoad`: a signed-in user passes (and is handed to
 * the route's context); a guest is sent to the home page with the popup open and comes back here
 * after signing in. Runs on the server for the first page and in the browser afterwards.
 */
export async function requireUser({
  context,
  location,
}: {
  context: { queryClient: QueryClient; locale: Locale };
  location: { href: string };
}): Promise<{ user: User }> {
  const user = await context.queryClient.ensureQueryData(currentUserQuery());
  if (!user) throw redirect({ href: signInHref(location.href, context.locale) });
  return { user };
}
