import { getFilterProfileOrdersQueryOptions, getGetProfileOrdersQueryOptions, ApiError } from '@shop/api';
import type { Locale } from '@shop/i18n';
import { isServer } from '@tanstack/react-query';
import { isFiltered, ordersFilter, type ProfileOrdersSearch } from './ordersSearch';

/** A refusal (a 4xx: signed out meanwhile, a bad filter) is an answer; only the browser retries the rest. */
const retry = (count: number, error: Error) =>
  !isServer && !(error instanceof ApiError && error.status < 500) && count < 2;

/**
 * One page of the customer's order history, newest first, in the page's language: the plain
 * history from `getProfileOrders`, a filtered one from `filterProfileOrders` (statuses and a
 * period in its body). Read by the route's loader on the server and by the template.
 */
export function profileOrdersQuery(search: ProfileOrdersSearch, locale: Locale) {
  const filter = ordersFilter(search);
  if (isFiltered(search)) return getFilterProfileOrdersQueryOptions(filter, { lang: locale }, { query: { retry } });
  return getGetProfileOrdersQueryOptions(
    { lang: locale, page: filter.page, per_page: filter.per_page },
    { query: { retry } },
  );
}
