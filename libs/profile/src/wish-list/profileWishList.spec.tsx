import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMergeGuestWishList, useProfileWishList } from './profileWishList';

const api = vi.hoisted(() => ({
  getProfileWishList: vi.fn(),
  mergeProfileWishList: vi.fn(),
  addToProfileWishList: vi.fn(),
  removeFromProfileWishList: vi.fn(),
}));
vi.mock('@shop/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@shop/api')>()), ...api }));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const listOf = (ids: number[]) => ({ items: ids.map((id) => ({ id })) });

/** Answers the pending load and lets its answer reach the cache (a few promise turns later). */
const answer = (load: ReturnType<typeof deferred<ReturnType<typeof listOf>>>, ids: number[]) =>
  act(async () => {
    load.resolve(listOf(ids));
    await new Promise((done) => setTimeout(done, 20));
  });

function renderSignedIn(guestIds: readonly number[], clearGuest: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const list = useProfileWishList(true);
      useMergeGuestWishList(true, guestIds, clearGuest);
      return list;
    },
    { wrapper },
  );
}

describe('the profile wish list after sign-in', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
  });

  it('keeps the merged list when the profile list, asked for before the merge, answers after it', async () => {
    const load = deferred<ReturnType<typeof listOf>>();
    api.getProfileWishList.mockReturnValueOnce(load.promise);
    api.mergeProfileWishList.mockResolvedValue({ product_variant_ids: [7, 3] });
    const clearGuest = vi.fn();
    const { result } = renderSignedIn([7], clearGuest);
    expect(api.getProfileWishList).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(clearGuest).toHaveBeenCalledTimes(1));
    expect(api.mergeProfileWishList).toHaveBeenCalledWith({ product_variant_ids: [7] });
    expect(result.current.ids).toEqual([7, 3]);
    // The load that started before the merge knows only the profile's own item.
    await answer(load, [3]);
    expect(result.current.ids).toEqual([7, 3]);
    expect(result.current.count).toBe(2);
  });

  it('keeps a toggled item when an earlier load answers after it', async () => {
    const load = deferred<ReturnType<typeof listOf>>();
    api.getProfileWishList.mockReturnValueOnce(load.promise);
    api.addToProfileWishList.mockResolvedValue({ action: 'add', product_variant_ids: [5] });
    const { result } = renderSignedIn([], vi.fn());
    await waitFor(() => expect(api.getProfileWishList).toHaveBeenCalledTimes(1));
    act(() => {
      expect(result.current.toggle(5)).toBe(true);
    });
    await waitFor(() => expect(result.current.ids).toEqual([5]));
    await answer(load, []);
    expect(result.current.ids).toEqual([5]);
  });
});
