/**
 * The one error shape of the API: RFC 9457 problem details, sent as `application/problem+json`.
 * Routes and services throw an `HttpProblem` (usually through the helpers below); the problem
 * plugin turns it, and every other error, into the response.
 */

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';
const PROBLEM_TYPE_BASE = 'https://shop.example/problems/';

/** Field name (dotted path) → message keys the storefront translates (`validation.required`). */
export type FieldErrors = Record<string, string[]>;

export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: FieldErrors;
}

/** Problem kinds: slug of the type URI, title, status. */
export const problemKinds = {
  badRequest: { slug: 'bad-request', title: 'Bad Request', status: 400 },
  validation: { slug: 'validation', title: 'Validation failed', status: 400 },
  unauthorized: { slug: 'unauthorized', title: 'Unauthorized', status: 401 },
  forbidden: { slug: 'forbidden', title: 'Forbidden', status: 403 },
  notFound: { slug: 'not-found', title: 'Not Found', status: 404 },
  // After notFound, so kindForStatus(404) stays the generic kind.
  promoCodeInvalid: { slug: 'promocode-invalid', title: 'Invalid promo code', status: 404 },
  methodNotAllowed: { slug: 'method-not-allowed', title: 'Method Not Allowed', status: 405 },
  notAcceptable: { slug: 'not-acceptable', title: 'Not Acceptable', status: 406 },
  timeout: { slug: 'timeout', title: 'Request Timeout', status: 408 },
  conflict: { slug: 'conflict', title: 'Conflict', status: 409 },
  // After conflict, so kindForStatus(409) stays the generic kind.
  checkoutConflict: { slug: 'checkout-conflict', title: 'Conflict', status: 409 },
  paymentNotAllowed: { slug: 'payment-not-allowed', title: 'Payment not allowed', status: 409 },
  gone: { slug: 'gone', title: 'Gone', status: 410 },
  payloadTooLarge: { slug: 'payload-too-large', title: 'Content Too Large', status: 413 },
  unsupportedMediaType: { slug: 'unsupported-media-type', title: 'Unsupported Media Type', status: 415 },
  unprocessable: { slug: 'unprocessable', title: 'Unprocessable Entity', status: 422 },
  headersTooLarge: { slug: 'headers-too-large', title: 'Request Header Fields Too Large', status: 431 },
  tooManyRequests: { slug: 'rate-limited', title: 'Too Many Requests', status: 429 },
  internal: { slug: 'internal', title: 'Internal Server Error', status: 500 },
  notImplemented: { slug: 'not-implemented', title: 'Not Implemented', status: 501 },
  badGateway: { slug: 'bad-gateway', title: 'Bad Gateway', status: 502 },
  unavailable: { slug: 'unavailable', title: 'Service Unavailable', status: 503 },
  gatewayTimeout: { slug: 'gateway-timeout', title: 'Gateway Timeout', status: 504 },
} as const;

export type ProblemKind = keyof typeof problemKinds;

export function problemType(kind: ProblemKind): string {
  return PROBLEM_TYPE_BASE + problemKinds[kind].slug;
}

/** The kind that names a status code; unknown codes fall back to the generic kind of their class. */
export function kindForStatus(status: number): ProblemKind {
  for (const [kind, value] of Object.entries(problemKinds) as [ProblemKind, (typeof problemKinds)[ProblemKind]][]) {
    if (value.status === status && kind !== 'validation') return kind;
  }
  return status >= 500 ? 'internal' : 'badRequest';
}

export interface HttpProblemOptions {
  errors?: FieldErrors;
  /** Response headers that belong to the problem, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class HttpProblem extends Error {
  readonly kind: ProblemKind;
  readonly status: number;
  readonly title: string;
  readonly type: string;
  readonly detail: string;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(kind: ProblemKind, detail: string, options: HttpProblemOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpProblem';
    this.kind = kind;
    this.status = problemKinds[kind].status;
    this.title = problemKinds[kind].title;
    this.type = problemType(kind);
    this.detail = detail;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  /** Fastify's default handlers read `statusCode`; keep them in agreement. */
  get statusCode(): number {
    return this.status;
  }

  toDocument(instance?: string): ProblemDocument {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      detail: this.detail,
      ...(instance ? { instance } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export function isHttpProblem(error: unknown): error is HttpProblem {
  return error instanceof HttpProblem;
}

export function badRequest(detail = 'The request is malformed.', errors?: FieldErrors): HttpProblem {
  return new HttpProblem(errors ? 'validation' : 'badRequest', detail, errors ? { errors } : {});
}

export function validationFailed(errors: FieldErrors, detail = 'The request has invalid fields.'): HttpProblem {
  return new HttpProblem('validation', detail, { errors });
}

export function unauthorized(detail = 'Sign in to continue.'): HttpProblem {
  return new HttpProblem('unauthorized', detail);
}

export function forbidden(detail = 'The request is not allowed.'): HttpProblem {
  return new HttpProblem('forbidden', detail);
}

export function notFound(detail = 'Nothing is found at this address.'): HttpProblem {
  return new HttpProblem('notFound', detail);
}

/**
 * A promo code that cannot be used: unknown, not started, expired or used up. `errors.code` holds
 * the reason as a message key (`promocode.expired`).
 */
export function promoCodeInvalid(reason: string, detail = 'This promo code cannot be used.'): HttpProblem {
  return new HttpProblem('promoCodeInvalid', detail, { errors: { code: [reason] } });
}

export function conflict(detail = 'The request conflicts with the current state.', errors?: FieldErrors): HttpProblem {
  return new HttpProblem('conflict', detail, errors ? { errors } : {});
}

export function unprocessable(detail: string, errors?: FieldErrors): HttpProblem {
  return new HttpProblem('unprocessable', detail, errors ? { errors } : {});
}

export function tooManyRequests(
  retryAfterSeconds: number,
  detail = `Try again in ${retryAfterSeconds} seconds.`,
): HttpProblem {
  return new HttpProblem('tooManyRequests', detail, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

export function notImplemented(detail = 'This operation is not implemented yet.'): HttpProblem {
  return new HttpProblem('notImplemented', detail);
}

export function serviceUnavailable(detail = 'Try again shortly.', retryAfterSeconds = 5): HttpProblem {
  return new HttpProblem('unavailable', detail, { headers: { 'retry-after': String(retryAfterSeconds) } });
}
