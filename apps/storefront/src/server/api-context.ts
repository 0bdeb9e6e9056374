import { getRequest } from '@tanstack/react-start/server';
import { configureApiClient } from '@shop/api';

/** Headers of the shopper's request that SSR loaders forward to the API. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/** Where the server reaches the API: API_URL without a trailing slash. */
export function serverApiBaseUrl(): string {
  return (process.env['API_URL'] ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
}

/**
 * Points the API client at API_URL during SSR and forwards the shopper's cookie, language and
 * address, so the API sees the same shopper as it would from the browser.
 */
export function configureServerApi(): void {
  configureApiClient({
    baseUrl: serverApiBaseUrl(),
    appAccessToken: process.env['APP_ACCESS_TOKEN'],
    requestHeaders: () => {
      const request = getRequest();
      const headers: Record<string, string | undefined> = {};
      for (const name of FORWARDED_HEADERS) headers[name] = request.headers.get(name) ?? undefined;
      headers['x-forwarded-for'] = request.headers.get('x-forwarded-for') ?? undefined;
      // The shop's default language may depend on the domain (LOCALE_DOMAINS): the API sees the shopper's host.
      headers['x-forwarded-host'] = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? undefined;
      return headers;
    },
  });
}
