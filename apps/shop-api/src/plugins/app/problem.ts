import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import {
  HttpProblem,
  kindForStatus,
  notFound,
  PROBLEM_CONTENT_TYPE,
  serviceUnavailable,
  validationFailed,
  type FieldErrors,
} from '../../http/problem';

/** What Fastify's schema validation (Ajv) reports per failed rule. */
interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const ajvKeywordKeys: Record<string, string> = {
  required: 'validation.required',
  minLength: 'validation.min_length',
  maxLength: 'validation.max_length',
  minimum: 'validation.min',
  exclusiveMinimum: 'validation.min',
  maximum: 'validation.max',
  exclusiveMaximum: 'validation.max',
  minItems: 'validation.min_items',
  maxItems: 'validation.max_items',
  pattern: 'validation.pattern',
  enum: 'validation.one_of',
  const: 'validation.one_of',
  additionalProperties: 'validation.unknown',
  multipleOf: 'validation.multiple_of',
};

function ajvFieldErrors(issues: readonly AjvIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (typeof issue.params['missingProperty'] === 'string') path.push(issue.params['missingProperty']);
    if (typeof issue.params['additionalProperty'] === 'string') path.push(issue.params['additionalProperty']);
    let key = ajvKeywordKeys[issue.keyword] ?? 'validation.invalid';
    if (issue.keyword === 'type') key = `validation.${String(issue.params['type'])}`;
    if (issue.keyword === 'format')
      key = issue.params['format'] === 'email' ? 'validation.email' : `validation.${String(issue.params['format'])}`;
    const field = path.join('.') || '_';
    const keys = (errors[field] ??= []);
    if (!keys.includes(key)) keys.push(key);
  }
  return errors;
}

/** Fastify's own request errors, with details safe to show (they describe the request, not us). */
const fastifyRequestErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  // Fastify's parser refuses prototype keys as it refuses broken JSON, and says not which.
  FST_ERR_CTP_INVALID_JSON_BODY:
    'The body is not valid JSON, or names a key that is not accepted (__proto__, constructor).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length does not match the body.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is malformed.',
  FST_ERR_CTP_EMPTY_TYPE: 'The Content-Type header is empty.',
  FST_ERR_BAD_URL: 'The URL is malformed.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request cannot be routed.',
};

/** Connection-level failures of either database: the request may be retried. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
  // pg reports connection and query timeouts as plain Errors. A connection lost mid-transaction
  // surfaces as the failed ROLLBACK's "… is not queryable", which replaces the original error.
  return /timeout exceeded when trying to connect|Connection terminated|Query read timeout|is not queryable/i.test(
    error.message,
  );
}

/** Turns any error into the one problem shape; unknown errors become an opaque 500. */
export function toProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  // Requests are validated with http/validate's parse(), which throws a 400 problem itself; a
  // ZodError that reaches here came from the server's own data and is a 500 like any other bug.
  const fastifyError = error as Partial<FastifyError> & { validation?: AjvIssue[] };
  if (Array.isArray(fastifyError.validation)) return validationFailed(ajvFieldErrors(fastifyError.validation));
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    const detail =
      (fastifyError.code ? fastifyRequestErrors[fastifyError.code] : undefined) ?? 'The request cannot be processed.';
    return new HttpProblem(kindForStatus(status), detail, { cause: error });
  }
  if (status === 503) return serviceUnavailable();
  return new HttpProblem('internal', 'Something went wrong on our side.', { cause: error });
}

function instanceOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Errors Node's HTTP parser raises before any route or hook sees a request (headers over its
 * limit, a malformed request line, a request too slow to arrive) answer in the one shape too,
 * written straight to the socket, which then closes (Fastify's `clientErrorHandler`).
 */
export function sendClientErrorProblem(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let problem: HttpProblem;
  if (error.code === 'HPE_HEADER_OVERFLOW')
    problem = new HttpProblem('headersTooLarge', 'The request headers are too large.');
  else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    problem = new HttpProblem('timeout', 'The request took too long to arrive.');
  else problem = new HttpProblem('badRequest', 'The request is malformed.');
  const body = JSON.stringify(problem.toDocument());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: HttpProblem): FastifyReply {
  return reply
    .code(problem.status)
    .headers(problem.headers)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problem.toDocument(instanceOf(request)));
}

/**
 * The one error handler and the not-found handler: every 4xx and 5xx leaves as RFC 9457 problem
 * details. A 500 carries a fixed message; the error itself, with its stack, goes to the log only.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const problem = toProblem(error);
      if (problem.status >= 500 && problem.status !== 501 && problem.status !== 503) {
        request.log.error({ err: error }, 'request failed');
      } else if (problem.status >= 500) {
        request.log.warn({ err: error }, problem.title);
      } else {
        request.log.info(
          { status: problem.status, code: (error as Partial<FastifyError>).code, detail: problem.detail },
          problem.title,
        );
      }
      return sendProblem(request, reply, problem);
    });

    app.setNotFoundHandler((request, reply) => sendProblem(request, reply, notFound()));
  },
  { name: 'problem' },
);
