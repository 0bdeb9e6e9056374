import { localizePath, type Locale } from '@shop/i18n';
import { AUTH_SEARCH_PARAM, REDIRECT_SEARCH_PARAM, type AuthScenario } from '../constants';

/**
 * The page that opens the popup for a guest stopped by the login guard: the home page of their
 * language with `?auth=auth&redirect=<where they were going>`.
 */
export function signInHref(
  redirectTo: string,
  locale: Locale,
  scenario: Exclude<AuthScenario, 'none'> = 'auth',
): string {
  const search = new URLSearchParams({ [AUTH_SEARCH_PARAM]: scenario, [REDIRECT_SEARCH_PARAM]: redirectTo });
  return `${localizePath('/', locale)}?${search.toString()}`;
}
