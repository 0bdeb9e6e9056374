import { readCookieValue } from '@shop/locale';
import type { Problem } from './generated/model';
import {
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_ATTEMPTS,
  RETRY_MAX_DELAY_MS,
  RETRYABLE_STATUSES,
  APP_ACCESS_TOKEN_HEADER,
  SESSION_COOKIES,
} from './constants';
import { markApiPayload } from './payload';

/** What the server side of the storefront tells the client about the request it is serving. */
export interface ApiClientConfig {
  /** Prefix of every call: '' in the browser (same origin), the API's URL during SSR. */
  baseUrl: string;
  /** The app access token sent in {@link APP_ACCESS_TOKEN_HEADER}, when the shop uses one. */
  appAccessToken?: string;
  /**
   * Headers of the shopper's request being rendered (cookie, Accept-Language, X-Forwarded-For),
   * forwarded by SSR loaders; a Bearer token is derived from the forwarded `jwt` cookie.
   */
  requestHeaders?: () => Record<string, string | undefined>;
}

let config: ApiClientConfig = { baseUrl: '' };

export function configureApiClient(next: ApiClientConfig): void {
  config = next;
}

/** An answer of the API outside 2xx, carrying its RFC 9457 problem details. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;

  constructor(status: number, problem: Problem | undefined) {
    super(problem?.detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }
}

/**
 * What a generated query or mutation fails with, as Orval types it (it reads this name): an
 * `ApiError` with the answered problem, an `ApiBodyError` or a network failure, never the problem
 * body itself; callers narrow with `instanceof ApiError`.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- Orval passes the operation's problem types.
export type ErrorType<_Problem> = Error;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token a Cookie header carries (`__Host-jwt` or `jwt`), if any. */
export function sessionToken(cookieHeader: string | null | undefined): string | undefined {
  return SESSION_COOKIES.map((name) => readCookieValue(cookieHeader, name)).find(Boolean);
}

function buildHeaders(init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && init.body !== null && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (config.appAccessToken) headers.set(APP_ACCESS_TOKEN_HEADER, config.appAccessToken);
  const forwarded = config.requestHeaders?.() ?? {};
  for (const [name, value] of Object.entries(forwarded)) {
    if (value) headers.set(name, value);
  }
  // In the browser the HttpOnly cookie travels by itself; on the server we hold the shopper's
  // token only through the forwarded cookie, and send it as a Bearer token.
  const token = sessionToken(forwarded['cookie']);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Delay before the next try: Retry-After when the server gives one, else exponential backoff. */
export function retryDelay(attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, RETRY_MAX_DELAY_MS);
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts (at once if it has). */
function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A body the API sent that is not what it declares: a bug, never worth a retry. */
export class ApiBodyError extends Error {
  constructor(
    readonly status: number,
    cause: unknown,
  ) {
    super(`The API answered ${status} with a body that does not parse`, { cause });
    this.name = 'ApiBodyError';
  }
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  const text = await response.text();
  if (!text) return undefined;
  if (!type.includes('json')) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiBodyError(response.status, error);
  }
  return markApiPayload(body);
}

/**
 * The one fetch mutator behind every generated hook. Sends the JSON headers, the app access
 * token and the shopper's Bearer token, and retries safe calls on the statuses the shop treats
 * as passing (408, 409, 425, 429, 500, 502, 503, 504) with backoff.
 */
export async function shopFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const attempts = SAFE_METHODS.has(method) ? RETRY_MAX_ATTEMPTS : 1;
  const request: RequestInit = { ...init, method, headers: buildHeaders(init), credentials: 'same-origin' };
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const response = await fetch(`${config.baseUrl}${url}`, request);
      const body = await parseBody(response);
      if (response.ok) return body as T;
      const error = new ApiError(response.status, body as Problem | undefined);
      if (!RETRYABLE_STATUSES.includes(response.status) || attempt === attempts - 1) throw error;
      lastError = error;
      await sleep(retryDelay(attempt, response.headers.get('Retry-After')), init.signal);
    } catch (error) {
      // A network failure of a safe call is retried like a 503; an ApiError was decided above,
      // and a body that does not parse would not parse the next time either.
      if (
        error instanceof ApiError ||
        error instanceof ApiBodyError ||
        init.signal?.aborted ||
        attempt === attempts - 1
      )
        throw error;
      lastError = error;
      await sleep(retryDelay(attempt, null), init.signal);
    }
  }
  throw lastError;
}

export default shopFetch;
