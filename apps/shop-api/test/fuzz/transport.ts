import { connect, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { isLoopback } from '../../src/http/loopback';
import type { FuzzRequest } from './drafts';
import type { FuzzResponse } from './oracles';

export type Send = (request: FuzzRequest) => Promise<FuzzResponse>;

/** A request above this may be cut short by the server's header limit (Node's 16 KB). */
const LARGE_REQUEST = 16 * 1024;

/** The client side could not write this request at all (not the server's fault): skipped, counted. */
export class Unsendable extends Error {
  override name = 'Unsendable';
}

/** Into an app in this process (no socket): what the spec in `npm test` uses. */
export function injectSender(app: FastifyInstance): Send {
  return async (request) => {
    let response;
    try {
      response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        // As the storefront's server on this machine: X-Forwarded-For is believed from here.
        remoteAddress: '127.0.0.1',
        ...(request.body === undefined ? {} : { payload: request.body }),
      });
    } catch (error) {
      throw new Unsendable(error instanceof Error ? error.message : String(error));
    }
    return { statusCode: response.statusCode, headers: response.headers, body: response.body };
  };
}

/**
 * Parses `http://host:port` and refuses anything but this machine: the fuzzer sends junk and
 * writes accounts and orders, so it must never reach a real shop by mistake.
 */
export function loopbackTarget(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:')
    throw new Error(`the fuzzer speaks plain http to this machine only, not ${parsed.protocol}`);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  // An address, not a name that merely starts like one (127.0.0.1.evil.example).
  if (host !== 'localhost' && !(isIP(host) && isLoopback(host)))
    throw new Error(`the fuzzer talks to loopback only (127.0.0.0/8, ::1, localhost), not ${host}`);
  return { host: host === 'localhost' ? '127.0.0.1' : host, port: Number(parsed.port || 80) };
}

function parseResponse(raw: Buffer): FuzzResponse {
  // An interim answer (100 Continue to `Expect: 100-continue`) comes before the real one.
  while (/^HTTP\/1\.[01] 1\d\d /.test(raw.subarray(0, 16).toString('latin1')) && raw.includes('\r\n\r\n')) {
    raw = raw.subarray(raw.indexOf('\r\n\r\n') + 4);
  }
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1)
    throw new Error(
      raw.length === 0
        ? 'the connection closed without an answer'
        : `an incomplete answer: ${raw.toString('latin1').slice(0, 200)}`,
    );
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const statusCode = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  let body = raw.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts: Buffer[] = [];
    for (let at = 0; at < body.length;) {
      const lineEnd = body.indexOf('\r\n', at);
      const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else if (headers['content-length'] !== undefined) {
    body = body.subarray(0, Number(headers['content-length']));
  }
  return { statusCode, headers, body: body.toString('utf8') };
}

/**
 * Over a real socket to a server on this machine, written byte for byte: raw `..`, bad
 * percent-encoding, control characters and oversized headers reach Node's HTTP parser as sent,
 * which `inject` and fetch would normalise or refuse on the client side.
 */
export function socketSender(baseUrl: string, timeoutMs = 15_000): Send {
  const { host, port } = loopbackTarget(baseUrl);
  const hostHeader = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  return (request) =>
    new Promise((resolve, reject) => {
      const body =
        request.body === undefined
          ? undefined
          : Buffer.isBuffer(request.body)
            ? request.body
            : Buffer.from(request.body);
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      if (!('host' in request.headers)) lines.push(`Host: ${hostHeader}`);
      for (const [name, value] of Object.entries(request.headers)) {
        for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
      }
      if (body) lines.push(`Content-Length: ${body.length}`);
      lines.push('Connection: close', '', '');
      const head = Buffer.from(lines.join('\r\n'), 'utf8');
      const chunks: Buffer[] = [];
      const socket = connect({ host, port, noDelay: true });
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      let failure: Error | undefined;
      // The server may answer (413, 431) and close before it has read all we send: the answer counts.
      socket.on('error', (error) => {
        failure = error;
      });
      socket.on('close', () => {
        try {
          resolve(parseResponse(Buffer.concat(chunks)));
        } catch (error) {
          // A server stops reading a request over its limits (16 KB of headers, 1 MB of body) and
          // closes; our write into the closed connection then fails and may take its answer with
          // it. The server may do that, so there is nothing to judge.
          const size = head.length + (body?.length ?? 0);
          if (failure && size > LARGE_REQUEST && chunks.length === 0)
            reject(
              new Unsendable(`the connection was reset while a ${size}-byte request was sent (${failure.message})`),
            );
          else reject(failure ?? error);
        }
      });
      socket.write(Buffer.concat([head, body ?? Buffer.alloc(0)]));
    });
}
