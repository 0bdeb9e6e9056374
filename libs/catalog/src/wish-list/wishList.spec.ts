import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import {
  WISH_LIST_LIMIT,
  WISH_LIST_STORAGE_KEY,
  WishListSourceProvider,
  clearGuestWishList,
  parseWishList,
  toggleWishListItem,
  useGuestWishList,
  useWishList,
} from './wishList';

describe('the guest wish list', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads only positive integer ids, each once, and ignores anything else stored', () => {
    expect(parseWishList(null)).toEqual([]);
    expect(parseWishList('not json')).toEqual([]);
    expect(parseWishList('{"a":1}')).toEqual([]);
    expect(parseWishList('[3, 3, "4", -1, 0, 1.5, 7]')).toEqual([3, 7]);
    expect(
      parseWishList(JSON.stringify(Array.from({ length: WISH_LIST_LIMIT + 5 }, (_, index) => index + 1))),
    ).toHaveLength(WISH_LIST_LIMIT);
  });

  it('toggles a variant in and out, stores it, and updates every component using it', () => {
    const first = renderHook(() => useWishList());
    const second = renderHook(() => useWishList());
    expect(first.result.current.count).toBe(0);
    act(() => {
      expect(first.result.current.toggle(12)).toBe(true);
    });
    expect(second.result.current.ids).toEqual([12]);
    expect(second.result.current.has(12)).toBe(true);
    expect(window.localStorage.getItem(WISH_LIST_STORAGE_KEY)).toBe('[12]');
    act(() => {
      expect(toggleWishListItem(12)).toBe(false);
    });
    expect(first.result.current.count).toBe(0);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useWishList());
    act(() => {
      window.localStorage.setItem(WISH_LIST_STORAGE_KEY, '[5,6]');
      window.dispatchEvent(new StorageEvent('storage', { key: WISH_LIST_STORAGE_KEY }));
    });
    expect(result.current.ids).toEqual([5, 6]);
  });

  it('drops the oldest variant when full', () => {
    window.localStorage.setItem(
      WISH_LIST_STORAGE_KEY,
      JSON.stringify(Array.from({ length: WISH_LIST_LIMIT }, (_, index) => index + 1)),
    );
    toggleWishListItem(10_000);
    const stored = parseWishList(window.localStorage.getItem(WISH_LIST_STORAGE_KEY));
    expect(stored).toHaveLength(WISH_LIST_LIMIT);
    expect(stored[0]).toBe(2);
    expect(stored.at(-1)).toBe(10_000);
  });

  it("uses the provided list (a signed-in customer's) instead of the guest's, which stays as it is", () => {
    window.localStorage.setItem(WISH_LIST_STORAGE_KEY, '[1]');
    const toggled: number[] = [];
    const source = {
      ids: [7, 8],
      toggle: (id: number) => {
        toggled.push(id);
        return true;
      },
    };
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(WishListSourceProvider, { value: source }, children);
    const { result } = renderHook(() => ({ list: useWishList(), guest: useGuestWishList() }), { wrapper });
    expect(result.current.list.ids).toEqual([7, 8]);
    expect(result.current.list.has(8)).toBe(true);
    expect(result.current.list.toggle(9)).toBe(true);
    expect(toggled).toEqual([9]);
    expect(result.current.guest).toEqual([1]);
    act(() => clearGuestWishList());
    expect(result.current.guest).toEqual([]);
    expect(window.localStorage.getItem(WISH_LIST_STORAGE_KEY)).toBe('[]');
  });
});
