import { ApiError, getGetOrderByCryptoQueryOptions } from '@shop/api';
import type { Locale } from '@shop/i18n';
import { isServer } from '@tanstack/react-query';

/**
 * An order by its token, in the page's language: the order page's data, fetched by its route's
 * loader on the server (so the first HTML shows the order and its payment state) and kept fresh
 * by the page. A 404 (a wrong token) is an answer, not retried; nor is anything on the server, where
 * the fetch mutator's own retries are all a page render should wait for. A module of its own: a
 * route's loader is part of every page's first load, and the checkout's other queries need not be.
 */
export const orderQuery = (crypto: string, locale: Locale) =>
  getGetOrderByCryptoQueryOptions(
    { crypto, lang: locale },
    {
      query: {
        retry: (count, error) => !isServer && !(error instanceof ApiError && error.status === 404) && count < 2,
      },
    },
  );
