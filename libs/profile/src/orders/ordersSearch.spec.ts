import { FilterProfileOrdersBody } from '@shop/api-schemas';
import { describe, expect, it } from 'vitest';
import { calendarDay, isFiltered, ordersFilter, parseProfileOrdersSearch } from './ordersSearch';

describe('parseProfileOrdersSearch', () => {
  it('keeps known statuses once each, in the checkboxes order, and drops the rest', () => {
    expect(parseProfileOrdersSearch({ status: ['shipped', 'bogus', 'new', 'shipped', 7] }).status).toEqual([
      'new',
      'shipped',
    ]);
    expect(parseProfileOrdersSearch({ status: 'cancelled' }).status).toEqual(['cancelled']);
    expect(parseProfileOrdersSearch({ status: ['nothing'] }).status).toBeUndefined();
  });

  it('keeps real calendar days only', () => {
    expect(parseProfileOrdersSearch({ from: '2025-06-01', to: '2025-06-30' })).toMatchObject({
      from: '2025-06-01',
      to: '2025-06-30',
    });
    for (const bad of ['2025-02-30', '2025-13-01', '25-06-01', '2025-6-1', 'yesterday', 20250601, '1969-12-31'])
      expect(calendarDay(bad), String(bad)).toBeUndefined();
    expect(calendarDay('2024-02-29')).toBe('2024-02-29');
  });

  it('reads a period given backwards as the same period forwards', () => {
    expect(parseProfileOrdersSearch({ from: '2025-07-01', to: '2025-01-31' })).toMatchObject({
      from: '2025-01-31',
      to: '2025-07-01',
    });
  });

  it('keeps page 2 to 10,000 and answers every key, a dropped one as undefined', () => {
    expect(parseProfileOrdersSearch({ page: '3' }).page).toBe(3);
    expect(parseProfileOrdersSearch({ page: 2 }).page).toBe(2);
    for (const page of [1, 0, -2, 1.5, '10001', 'two', null])
      expect(parseProfileOrdersSearch({ page }).page).toBeUndefined();
    expect(parseProfileOrdersSearch({ page: 'x', status: 'x', from: 'x', to: 'x', extra: 1 })).toEqual({
      status: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    });
  });
});

describe('ordersFilter', () => {
  it('is a body the contract accepts for whatever the URL held', () => {
    const urls: Record<string, unknown>[] = [
      {},
      { status: ['new', 'delivered'], from: '2025-01-01', to: '2025-01-01', page: '10000' },
      { status: 'x', from: '2025-02-31', to: '2025-12-31', page: '0' },
      { from: '2030-01-01', to: '2000-01-01' },
    ];
    for (const url of urls) {
      const body = ordersFilter(parseProfileOrdersSearch(url));
      expect(FilterProfileOrdersBody.safeParse(body).success, JSON.stringify(url)).toBe(true);
    }
  });

  it('sends the statuses and the period, the first page without one', () => {
    expect(ordersFilter({ status: ['new'], to: '2025-06-30' })).toEqual({
      status: ['new'],
      date_from: null,
      date_to: '2025-06-30',
      page: 1,
      per_page: 10,
    });
  });

  it('tells a filtered history from the plain one (the page alone does not filter)', () => {
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ status: ['new'] })).toBe(true);
    expect(isFiltered({ from: '2025-01-01' })).toBe(true);
  });
});
