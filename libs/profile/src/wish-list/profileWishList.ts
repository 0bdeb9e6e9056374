import {
  addToProfileWishList,
  getGetProfileWishListQueryKey,
  getProfileWishList,
  mergeProfileWishList,
  removeFromProfileWishList,
} from '@shop/api';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/** The signed-in customer's wish list as variant ids, most recently added first: a projection of the contract's key. */
export const PROFILE_WISH_LIST_IDS_KEY = [...getGetProfileWishListQueryKey(), 'ids'] as const;

const EMPTY: readonly number[] = [];

/**
 * Puts the list into the cache once no load of it is under way: a load that started earlier (as
 * right after sign-in, beside the merge) would otherwise land afterwards and put its older answer
 * back, losing what was just added.
 */
async function keepIds(queryClient: QueryClient, ids: readonly number[]): Promise<void> {
  await queryClient.cancelQueries({ queryKey: PROFILE_WISH_LIST_IDS_KEY });
  queryClient.setQueryData(PROFILE_WISH_LIST_IDS_KEY, [...ids]);
}

/**
 * The signed-in customer's wish list for the hearts and the header: ids from
 * `GET /api/v1/profile/wish-list`, and a toggle that shows the change at once, then keeps the
 * API's answer (`add` / `remove`) or, when the call fails, puts the list back. Nothing is asked
 * for while `signedIn` is false.
 */
export function useProfileWishList(signedIn: boolean) {
  const queryClient = useQueryClient();
  const { data, error } = useQuery({
    queryKey: PROFILE_WISH_LIST_IDS_KEY,
    queryFn: async ({ signal }) => (await getProfileWishList(undefined, { signal })).items.map((item) => item.id),
    enabled: signedIn,
  });
  useEffect(() => {
    if (error) console.warn('wish list: the profile wish list could not be loaded', error);
  }, [error]);
  const ids = signedIn ? (data ?? EMPTY) : EMPTY;
  // Still on its way: a failed load counts as loaded (empty), so a page never waits for ever.
  const loading = signedIn && data === undefined && !error;

  const toggle = useCallback(
    (variantId: number): boolean => {
      const before = queryClient.getQueryData<number[]>(PROFILE_WISH_LIST_IDS_KEY) ?? [];
      const present = before.includes(variantId);
      void keepIds(queryClient, present ? before.filter((id) => id !== variantId) : [variantId, ...before]);
      const call = present ? removeFromProfileWishList : addToProfileWishList;
      call({ product_variant_id: variantId }).then(
        (answer) => keepIds(queryClient, answer.product_variant_ids),
        (failure: unknown) => {
          console.warn('wish list: the change could not be saved', failure);
          return keepIds(queryClient, before);
        },
      );
      return !present;
    },
    [queryClient],
  );

  return useMemo(() => ({ ids, count: ids.length, toggle, loading }), [ids, toggle, loading]);
}

/**
 * After sign-in the guest's wish list joins the profile's (`POST /api/v1/profile/wish-list/merge`,
 * a union), then the guest's copy is cleared (`clearGuest`) and the profile's ids are kept. A
 * failure is logged and the guest's list stays for the next time; each list is sent once.
 */
export function useMergeGuestWishList(signedIn: boolean, guestIds: readonly number[], clearGuest: () => void): void {
  const queryClient = useQueryClient();
  const sent = useRef<readonly number[] | null>(null);
  useEffect(() => {
    if (!signedIn || guestIds.length === 0 || sent.current === guestIds) return;
    sent.current = guestIds;
    mergeProfileWishList({ product_variant_ids: [...guestIds] }).then(
      async (answer) => {
        // The profile's list started loading as the customer signed in, before the merge: its
        // answer may lack the guest's items and must not land over the merged list.
        await keepIds(queryClient, answer.product_variant_ids);
        clearGuest();
      },
      (failure: unknown) => console.warn('wish list: the guest wish list could not be merged; it is kept', failure),
    );
  }, [signedIn, guestIds, clearGuest, queryClient]);
}
