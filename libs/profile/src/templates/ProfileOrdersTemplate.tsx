import type { ProfileOrdersPage } from '@shop/api';
import { AppLink, useLocale, type MessageKey } from '@shop/i18n';
import { Button, Checkbox, Spinner } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OrderHistoryItem } from '../components/OrderHistoryItem';
import { ORDER_STATUSES, isFiltered, parseProfileOrdersSearch, type ProfileOrdersSearch } from '../orders/ordersSearch';
import { profileOrdersQuery } from '../orders/queries';
import * as S from './ProfileOrdersTemplate.styles';
// A subpath import (package.json `imports`): the server build renders the failure in place, the
// browser's is lazy (a chunk of its own: few visits show it); a relative path cannot choose by build.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { OrdersFailed } from '#orders-failed';

/** A link to exactly this search is current; the router's default also counted its subsets. */
const SAME_SEARCH_ONLY = { exact: true } as const;

export interface ProfileOrdersTemplateProps {
  search: ProfileOrdersSearch;
  /** The catalogue's path in the page's language, for the empty history. */
  catalogUrl: string;
}

/**
 * `/profile/orders`: the customer's orders, newest first, filtered by status and period and paged,
 * every state a URL. The route's loader reads the page on the server; here it is shown, or its
 * loading and its failure with a way to try again.
 */
export function ProfileOrdersTemplate({ search, catalogUrl }: ProfileOrdersTemplateProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const history = useQuery(profileOrdersQuery(search, locale));

  if (history.data) return <OrderHistory history={history.data} search={search} catalogUrl={catalogUrl} />;
  if (history.isPending)
    return (
      <>
        <h1>
          <FormattedMessage id="profile.orders" />
        </h1>
        <Spinner label={intl.formatMessage({ id: 'profileOrders.loading' })} />
      </>
    );
  return (
    // The server's HTML of a failed read stays until the failure's code has come, then hydrates.
    <Suspense fallback={null}>
      <OrdersFailed onRetry={() => void history.refetch()} retrying={history.isFetching} />
    </Suspense>
  );
}

function OrderHistory({
  history,
  search,
  catalogUrl,
}: {
  history: ProfileOrdersPage;
  search: ProfileOrdersSearch;
  catalogUrl: string;
}) {
  const navigate = useNavigate();
  const filtered = isFiltered(search);
  const { pagination, items } = history;
  const noOrders = !filtered && pagination.total === 0;
  return (
    <>
      <S.Head>
        <h1>{history.page.seo.h1}</h1>
        {/* Read out when a filter or a page changes what is listed. */}
        <p role="status">
          {!noOrders && <FormattedMessage id="profileOrders.count" values={{ count: pagination.total }} />}
        </p>
      </S.Head>
      {noOrders ? (
        <S.Empty>
          <h2>
            <FormattedMessage id="profileOrders.empty" />
          </h2>
          <p>
            <FormattedMessage id="profileOrders.emptyHint" />
          </p>
          <Button as={AppLink} href={catalogUrl}>
            <FormattedMessage id="cart.startShopping" />
          </Button>
        </S.Empty>
      ) : (
        <>
          <OrderFilters search={search} />
          {pagination.total === 0 ? (
            <S.Empty>
              <h2>
                <FormattedMessage id="profileOrders.noMatch" />
              </h2>
              <p>
                <FormattedMessage id="profileOrders.noMatchHint" />
              </p>
              <Button variant="secondary" onClick={() => void navigate({ to: '.', search: {} })}>
                <FormattedMessage id="profileOrders.clear" />
              </Button>
            </S.Empty>
          ) : (
            <S.List>
              {items.map((order) => (
                <li key={order.id}>
                  <OrderHistoryItem order={order} />
                </li>
              ))}
            </S.List>
          )}
          <OrderPages page={pagination.page} lastPage={pagination.last_page} search={search} />
        </>
      )}
    </>
  );
}

/**
 * The statuses and the period, applied together by the form's button: a new URL, so back and
 * forward walk through the filters. The fields follow the URL (back, forward, clear), staying the
 * same elements so the focus stays where it was.
 */
function OrderFilters({ search }: { search: ProfileOrdersSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(search);
  // A new URL (back, forward, clear) resets the fields, during render rather than in an effect.
  const [applied, setApplied] = useState(search);
  if (applied !== search) {
    setApplied(search);
    setDraft(search);
  }
  const checked = draft.status ?? [];

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // A new filter starts again from the first page.
    const next = parseProfileOrdersSearch({
      status: data.getAll('status'),
      from: data.get('from'),
      to: data.get('to'),
    });
    void navigate({ to: '.', search: next, resetScroll: false });
  };

  return (
    <S.Filters aria-label={intl.formatMessage({ id: 'profileOrders.filters' })} onSubmit={apply}>
      <fieldset>
        <legend>
          <FormattedMessage id="profileOrders.status" />
        </legend>
        <S.Choices>
          {ORDER_STATUSES.map((status) => (
            <Checkbox
              key={status}
              name="status"
              value={status}
              checked={checked.includes(status)}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  status: event.target.checked
                    ? [...(current.status ?? []), status]
                    : (current.status ?? []).filter((item) => item !== status),
                }))
              }
              label={intl.formatMessage({ id: `order.status.${status}` as MessageKey })}
            />
          ))}
        </S.Choices>
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="profileOrders.period" />
        </legend>
        <S.Period>
          <label>
            <FormattedMessage id="profileOrders.from" />
            <input
              type="date"
              name="from"
              value={draft.from ?? ''}
              onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value || undefined }))}
            />
          </label>
          <label>
            <FormattedMessage id="profileOrders.to" />
            <input
              type="date"
              name="to"
              value={draft.to ?? ''}
              onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value || undefined }))}
            />
          </label>
        </S.Period>
      </fieldset>
      <S.FilterActions>
        <Button type="submit">
          <FormattedMessage id="profileOrders.apply" />
        </Button>
        {isFiltered(search) && (
          <Link to="." search={{}} activeOptions={SAME_SEARCH_ONLY}>
            <FormattedMessage id="profileOrders.clear" />
          </Link>
        )}
      </S.FilterActions>
    </S.Filters>
  );
}

/** Newer and older pages around "Page 2 of 5", each a link keeping the filters (page 1 without `page`). */
function OrderPages({ page, lastPage, search }: { page: number; lastPage: number; search: ProfileOrdersSearch }) {
  const intl = useIntl();
  if (lastPage <= 1 && page <= 1) return null;
  const searchFor = (target: number) => ({ ...search, page: target <= 1 ? undefined : target });
  return (
    <nav aria-label={intl.formatMessage({ id: 'profileOrders.pages' })}>
      <S.Pages>
        {page > 1 && (
          <li>
            <Link to="." search={searchFor(Math.min(page - 1, lastPage))} activeOptions={SAME_SEARCH_ONLY} rel="prev">
              <FormattedMessage id="profileOrders.previous" />
            </Link>
          </li>
        )}
        {/* A page beyond the last (orders gone since the link was made) has only the way back. */}
        {page <= lastPage && (
          <li aria-current="page">
            <FormattedMessage id="profileOrders.pageOf" values={{ page, last: lastPage }} />
          </li>
        )}
        {page < lastPage && (
          <li>
            <Link to="." search={searchFor(page + 1)} activeOptions={SAME_SEARCH_ONLY} rel="next">
              <FormattedMessage id="profileOrders.next" />
            </Link>
          </li>
        )}
      </S.Pages>
    </nav>
  );
}
