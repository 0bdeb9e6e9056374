import { problemMessage, type Order, type ProblemMessage } from '@shop/api';
import { useLocale } from '@shop/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { BuyAgainReport } from './buyAgain';

/**
 * "Buy again" of one order (`buyAgain.ts`, whose code, the cart's merge and texts, is fetched on
 * the first press rather than with the order history). `outcome` is what was added; `problem` a
 * refused call, as a message.
 */
export function useBuyAgain(order: Pick<Order, 'lines'>) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { locale } = useLocale();
  const merge = useMutation({
    mutationFn: async () => (await import('./buyAgain')).buyAgain(order, locale, intl, queryClient),
  });
  const { mutate } = merge;
  const buyAgain = useCallback(() => mutate(), [mutate]);
  const outcome: BuyAgainReport | null = merge.data ?? null;
  const problem: ProblemMessage | null = merge.error ? problemMessage(merge.error) : null;
  return { buyAgain, pending: merge.isPending, outcome, problem };
}
