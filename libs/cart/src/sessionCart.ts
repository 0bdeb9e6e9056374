import { getGetCartQueryKey, type Cart, type ProductVariantSummary } from '@shop/api';
import { useSession } from '@shop/auth';
import { useLocale } from '@shop/i18n';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { restoreCookieItems, takeCookieItems, useCookieCartItems } from './cartStore';
import { storePromoCode } from './promoStore';
import { mergeIntoServerCart, type MergeAdjustment } from './serverCart';

/** A line of the merge that did not go in full, with its name when the cart shows it. */
export interface MergeReportLine extends MergeAdjustment {
  name: string | null;
}

let report: readonly MergeReportLine[] = [];
const listeners = new Set<() => void>();

function setReport(next: readonly MergeReportLine[]) {
  report = next;
  for (const listener of listeners) listener();
}

/** The lines the last sign-in's merge could not add in full (empty once read and dismissed). */
export function useMergeReport(): { lines: readonly MergeReportLine[]; dismiss: () => void } {
  const lines = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => report,
    () => report,
  );
  return { lines, dismiss: () => setReport([]) };
}

/** A variant's name as the report says it: the product and its size. */
export const variantName = (variant: Pick<ProductVariantSummary, 'product_name' | 'size_name'>) =>
  `${variant.product_name} (${variant.size_name})`;

/** The names of the variants this page has read: the account cart's, and the guest cart's before the merge. */
function knownVariantNames(queryClient: QueryClient): Map<number, string> {
  const variants = [
    ...queryClient
      .getQueriesData<Cart>({ queryKey: getGetCartQueryKey() })
      .flatMap(([, cart]) => (cart?.items ?? []).map((line) => line.productVariant)),
    ...queryClient
      .getQueriesData<{ items: ProductVariantSummary[] }>({ queryKey: ['POST', '/api/v1/cart/get-product-variants'] })
      .flatMap(([, answer]) => answer?.items ?? []),
  ];
  return new Map(variants.map((variant) => [variant.id, variantName(variant)]));
}

// One merge at a time in this tab; a customer whose merge failed is not asked again on this page.
let merging = false;
let failedFor: number | null = null;

/**
 * The cart follows the session (mounted once, in the header's cart button): while a customer is
 * signed in, whatever the cookie cart holds (a guest's lines from before signing in, whichever way
 * they signed in) is added to their server cart and the cookie emptied; the lines that did not fit
 * the stock are reported. On signing out the cookie cart starts empty, and so does its code: the
 * customer's cart stays on the server for the next sign-in.
 */
export function useCartFollowsSession(): void {
  const { user } = useSession();
  const customerId = user?.id ?? null;
  const cookieItems = useCookieCartItems();
  const queryClient = useQueryClient();
  const { locale } = useLocale();

  useEffect(() => {
    if (customerId === null || cookieItems.length === 0 || merging || failedFor === customerId) return;
    merging = true;
    const taken = takeCookieItems();
    mergeIntoServerCart(queryClient, locale, customerId, taken)
      .then((adjusted) => {
        const names = knownVariantNames(queryClient);
        setReport(adjusted.map((line) => ({ ...line, name: names.get(line.product_variant_id) ?? null })));
      })
      .catch((error: unknown) => {
        console.warn('cart: the cart of this device could not be added to the account cart', error);
        failedFor = customerId;
        restoreCookieItems(taken);
      })
      .finally(() => {
        merging = false;
      });
  }, [customerId, cookieItems, queryClient, locale]);

  const previous = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const signedOut = previous.current !== undefined && previous.current !== null && customerId === null;
    previous.current = customerId;
    if (!signedOut) return;
    takeCookieItems();
    storePromoCode(null);
    setReport([]);
    failedFor = null;
  }, [customerId]);
}
