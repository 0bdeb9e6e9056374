import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { isIP } from 'node:net';
import { stdSerializers } from 'pino';
import { redactText, redactUrl } from '@shop/locale';
import type { Env } from '../config/env';
import { isLoopback } from './loopback';

/** Headers that carry a session, the storefront's access token or a provider's signature. */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-app-access-token', 'stripe-signature', 'x-signature'];

/** How deep an error's own fields are walked for text to redact (a nodemailer error's `rejected`, a pg error's `detail`). */
const ERROR_DEPTH = 4;

/**
 * The shopper's network, not the shopper: an IPv4 address without its last byte, an IPv6 one cut
 * to its first 48 bits, as the shop keeps no client address (orders hold a keyed hash of it). The
 * machine's own address (the storefront's server) stays as it is.
 */
export function clientNetwork(address: string | undefined): string | undefined {
  if (!address || isLoopback(address)) return address;
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(ipv4) === 4) return ipv4.replace(/\.\d+$/, '.0');
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const groups = head ? head.split(':') : [];
  // `::` stands for as many zero groups as are missing from the eight.
  if (tail !== undefined)
    groups.push(...Array<string>(8 - groups.length - (tail ? tail.split(':').length : 0)).fill('0'));
  return `${groups.slice(0, 3).join(':')}::`;
}

/** Fastify's request line, with the URL redacted and the client's address cut to its network. */
function requestLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: clientNetwork(request.ip),
  };
}

function redactFields(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth - 1));
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, redactFields(field, depth - 1)]));
}

/** pino's error serializer (message and stack with their causes, own fields), every text redacted. */
function errorLine(error: Error): ReturnType<typeof stdSerializers.err> {
  return redactFields(stdSerializers.err(error), ERROR_DEPTH) as ReturnType<typeof stdSerializers.err>;
}

/**
 * pino at LOG_LEVEL. No log line holds a secret or personal data (QUALITY.md item 24): request
 * URLs and errors are redacted by the rules of `@shop/locale`'s `redactUrl`, and the headers above
 * are censored wherever a line carries them.
 */
export function loggerOptions(level: Env['LOG_LEVEL']): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: [
      ...SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]),
      'res.headers["set-cookie"]',
      'headers["set-cookie"]',
    ],
    serializers: { req: requestLine, err: errorLine },
  };
}
