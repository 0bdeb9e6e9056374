import type { SocialLogin } from '@shop/api';
import { isOwnPath } from '@shop/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AUTH_SEARCH_PARAM, REDIRECT_SEARCH_PARAM } from '../constants';
import { AuthPopupHost } from '../popup/AuthPopupHost';
import { parseAuthScenario } from '../popup/machine';
import { authPopup } from '../popup/store';
import { pushUserData } from './analytics';
import { SessionNotice } from './SessionNotice';
import { CURRENT_USER_KEY } from './queries';
import { onOtherTabUserChange } from './tabs';
import { useSession } from './useSession';

/**
 * The session's watcher, mounted once in the layout: it reloads the user when another tab signs in
 * or out; on every user change it closes the popup, tells the tracking tags who the client is
 * (with consent), and re-runs the routes' guards and loaders; it opens the popup that the login
 * guard asked for with `?auth=…&redirect=…`; and it holds the (lazy) popup itself.
 */
export function AuthSession({ social }: { social?: SocialLogin }) {
  const { user, known } = useSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });

  useEffect(
    () => onOtherTabUserChange(() => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })),
    [queryClient],
  );

  const previousUserId = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    // The user arriving after hydration (a page from the server's page cache) is no change.
    if (!known) return;
    const id = user?.id ?? null;
    const changed = previousUserId.current !== undefined && previousUserId.current !== id;
    previousUserId.current = id;
    if (!changed) return;
    authPopup.close();
    if (user) pushUserData(user);
    void router.invalidate();
  }, [user, known, router]);

  const asked = search[AUTH_SEARCH_PARAM];
  const redirectTo = search[REDIRECT_SEARCH_PARAM];
  useEffect(() => {
    if (asked === undefined) return;
    // The request is taken from the address at once, so a reload does not ask again.
    const url = new URL(window.location.href);
    url.searchParams.delete(AUTH_SEARCH_PARAM);
    url.searchParams.delete(REDIRECT_SEARCH_PARAM);
    const target = isOwnPath(redirectTo) ? redirectTo : null;
    if (user) {
      void navigate({ href: target ?? `${url.pathname}${url.search}${url.hash}`, replace: true });
      return;
    }
    void navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
    const scenario = parseAuthScenario(asked);
    if (scenario) authPopup.open(scenario, { redirect: target });
    else console.warn('auth: rejected an unknown popup scenario', asked);
  }, [asked, redirectTo, user, navigate]);

  return (
    <>
      <AuthPopupHost social={social} />
      <SessionNotice />
    </>
  );
}
