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
} from '../../http/problem';
import { RequestValidationError } from '../../http/validate';

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
  // Route schemas (http/validate's zodValidatorCompiler) fail a request this way; parse() throws
  // its problem itself. A ZodError that reaches here came from the server's own data: a 500.
  if (error instanceof RequestValidationError) return validationFailed(error.errors);
  const fastifyError = error as Partial<FastifyError>;
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
