import { OrderStatus, type ProfileOrdersFilter } from '@shop/api';

/**
 * The typed search params of `/profile/orders`: the statuses, the period and the page are a link,
 * so a reload, back and forward keep them. Hand-written like the catalogue's (`parseCatalogSearch`):
 * `validateSearch` runs in every page's first load, where zod would add tens of KB; the spec checks
 * every answer against the contract's zod schema instead.
 */
export interface ProfileOrdersSearch {
  status?: OrderStatus[] | undefined;
  /** First order day, `YYYY-MM-DD`, inclusive (the shop's days are UTC days). */
  from?: string | undefined;
  /** Last order day, `YYYY-MM-DD`, inclusive. */
  to?: string | undefined;
  page?: number | undefined;
}

/** The statuses in the order an order moves through them, for the filter's checkboxes. */
export const ORDER_STATUSES = Object.values(OrderStatus);

/** Orders a page: each shows its thumbnails and a button, so ten keep a page short. */
export const ORDERS_PER_PAGE = 10;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as `YYYY-MM-DD` (not 2025-02-30), or undefined. */
export function calendarDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DAY.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1970 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value.trim() : undefined;
}

function statuses(value: unknown): OrderStatus[] | undefined {
  const known = new Set<string>(ORDER_STATUSES);
  const picked = (Array.isArray(value) ? value : [value]).filter(
    (item): item is OrderStatus => typeof item === 'string' && known.has(item),
  );
  // In the checkboxes' order, each once: one filter state has one URL.
  return picked.length ? ORDER_STATUSES.filter((status) => picked.includes(status)) : undefined;
}

/**
 * `validateSearch` of `/profile/orders`. Every key is answered, a dropped one as undefined (the
 * router lays this over the URL's own params, so a key left out would keep a malformed value). A
 * period given backwards is the same period forwards: the API refuses a start after the end.
 */
export function parseProfileOrdersSearch(raw: Record<string, unknown>): ProfileOrdersSearch {
  let from = calendarDay(raw['from']);
  let to = calendarDay(raw['to']);
  if (from && to && from > to) [from, to] = [to, from];
  const page =
    typeof raw['page'] === 'number' ? raw['page'] : typeof raw['page'] === 'string' ? Number(raw['page']) : NaN;
  return {
    status: statuses(raw['status']),
    from,
    to,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
}

/** Whether the search narrows the history (so an empty answer means "no match", not "no orders"). */
export const isFiltered = (search: ProfileOrdersSearch): boolean =>
  Boolean(search.status?.length || search.from || search.to);

/** The body of `filterProfileOrders` for a search. */
export function ordersFilter(search: ProfileOrdersSearch): ProfileOrdersFilter {
  return {
    status: search.status ?? [],
    date_from: search.from ?? null,
    date_to: search.to ?? null,
    page: search.page ?? 1,
    per_page: ORDERS_PER_PAGE,
  };
}
