import {
  getGetProfileQueryKey,
  getGetProfileSuspenseQueryOptions,
  type Customer,
  type ProfilePage,
  type User,
} from '@shop/api';
import { CURRENT_USER_KEY } from '@shop/auth';
import type { Locale } from '@shop/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The signed-in customer's profile page (`GET /api/v1/profile`): the route's loader and the template share it. */
export const profileQuery = (locale: Locale) => getGetProfileSuspenseQueryOptions({ lang: locale });

/** Every language's profile query (the page's customer is the same in each). */
const PROFILE_KEY = getGetProfileQueryKey().slice(0, 1);

/**
 * Keeps what a profile write answered: the customer goes into the profile page in every language
 * and into the session's user (the header and the welcome read names and e-mail from it), with no
 * second request. Without an answer (a password change answers only `ok`) the profile is read again.
 */
export function useKeepCustomer() {
  const queryClient = useQueryClient();
  return useCallback(
    async (customer?: Customer) => {
      if (!customer) {
        await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
        return;
      }
      queryClient.setQueriesData<ProfilePage>({ queryKey: PROFILE_KEY }, (page) => page && { ...page, customer });
      queryClient.setQueryData<User | null>(CURRENT_USER_KEY, (user) =>
        user
          ? {
              ...user,
              email: customer.email,
              first_name: customer.first_name,
              last_name: customer.last_name,
              phone: customer.phone,
              email_verified: customer.email_verified,
            }
          : user,
      );
    },
    [queryClient],
  );
}
