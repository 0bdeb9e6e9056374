// The storefront's production server: static assets from dist/client, /api/**, /_img/**,
// /robots.txt, /sitemap.xml and /sitemaps/** proxied to the API, every other request rendered by the SSR fetch handler in dist/server/server.js.
// Node built-ins only, as ARCHITECTURE.md asks; it stays small on purpose. WEB_CONCURRENCY > 1
// makes this process the primary of that many workers sharing PORT (node:cluster; see runPrimary).
import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { format, promisify } from 'node:util';
import { brotliCompress, createBrotliCompress, createGzip, gzip, constants as zlib } from 'node:zlib';

const root = import.meta.dirname;
const clientDir = resolve(root, 'dist/client');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:4000');
const publicUrl = new URL(process.env.PUBLIC_URL ?? `http://localhost:${port}`);
const appAccessToken = process.env.APP_ACCESS_TOKEN || undefined;
const metricsToken = process.env.METRICS_TOKEN || undefined;
const concurrency = Number(process.env.WEB_CONCURRENCY ?? 1);
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
  console.error(`[storefront] WEB_CONCURRENCY must be a whole number from 1 to 64, not ${process.env.WEB_CONCURRENCY}`);
  process.exit(1);
}
const primary = cluster.isPrimary && concurrency > 1;
// The primary of a cluster renders nothing: the workers load the SSR bundle.
const { default: ssr } = primary ? { default: undefined } : await import(resolve(root, 'dist/server/server.js'));

// All this process prints (its own lines, the router's, React's, the libraries' during rendering)
// goes through the API log's redaction: no token, signed link or e-mail address reaches a log.
for (const level of ssr ? ['log', 'info', 'warn', 'error', 'debug'] : []) {
  const print = console[level].bind(console);
  console[level] = (...parts) => print(ssr.redactText(format(...parts)));
}

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  ...(publicUrl.protocol === 'https:' ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
};
/**
 * A rendered page brings its own Content-Security-Policy, with the nonce its scripts carry
 * (src/server/render-page.ts). This one is for the answers made here (the 400, 408, 431 and 500
 * pages, which load nothing) and any HTML that came without a policy: nothing may run or load.
 */
const NOTHING_ALLOWED_POLICY =
  "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const OWN_ANSWER_HEADERS = { ...SECURITY_HEADERS, 'Content-Security-Policy': NOTHING_ALLOWED_POLICY };

const isLoopback = (address) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

function clientAddress(req) {
  const prior = req.headers['x-forwarded-for'];
  const remote = req.socket.remoteAddress ?? '';
  // Only trust a forwarded chain that arrived from loopback (a local reverse proxy).
  return isLoopback(remote) && prior ? `${prior}, ${remote}` : remote;
}

const digest = (value) => createHash('sha256').update(value).digest();
/**
 * GET /metrics answers the machine itself (loopback, not forwarded by a local proxy for someone
 * else) or a scraper sending `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets the shop's
 * 404 page, as if there were no such path.
 */
function metricsAllowed(req) {
  if (isLoopback(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for']) return true;
  const sent = String(req.headers.authorization ?? '');
  return Boolean(
    metricsToken && sent.startsWith('Bearer ') && timingSafeEqual(digest(sent.slice(7)), digest(metricsToken)),
  );
}

async function metrics(res) {
  const text = await ssr.metrics.renderMetrics();
  res.writeHead(200, { 'Content-Type': ssr.metrics.contentType, 'Cache-Control': 'no-store', ...OWN_ANSWER_HEADERS });
  res.end(text);
}

function encodingFor(req, type) {
  if (!COMPRESSIBLE.test(type)) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * The build's client files and their sizes, listed once: the build does not change under a running
 * server (a deploy starts a new one), and a page no longer waits for a stat() to learn it is not a file.
 */
const clientFiles = new Map(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return [file, statSync(file).size];
    }),
);

/** The build's compressed copy of a file in an encoding (vite.precompress.ts), if it wrote one. */
function precompressedFile(file, encoding) {
  const path = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  const size = clientFiles.get(path);
  return size === undefined ? undefined : { path, size };
}

function compressor(encoding) {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** `bytes` compressed as compressor(encoding) would, in one call on libuv's threads. */
function compressed(bytes, encoding) {
  return encoding === 'br'
    ? brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipped(bytes, { level: 6 });
}

function proxy(req, res) {
  const headers = {
    ...req.headers,
    'x-forwarded-for': clientAddress(req),
    'x-forwarded-proto': publicUrl.protocol.replace(':', ''),
    'x-forwarded-host': req.headers.host ?? publicUrl.host,
  };
  // The API answers only callers with the shop's token when APP_ACCESS_TOKEN is set; the browser
  // never sees it, the proxy adds it (and drops whatever a client sent in its place).
  delete headers['x-app-access-token'];
  if (appAccessToken) headers['x-app-access-token'] = appAccessToken;
  // API_URL may be https and may carry a path prefix (an API behind its own reverse proxy).
  const request = apiUrl.protocol === 'https:' ? https.request : http.request;
  const path = `${apiUrl.pathname.replace(/\/$/, '')}${req.url}`;
  const upstream = request(
    { protocol: apiUrl.protocol, hostname: apiUrl.hostname, port: apiUrl.port, path, method: req.method, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(503, { 'Content-Type': 'application/problem+json', 'Retry-After': '5' });
    res.end(
      JSON.stringify({
        type: 'https://shop.example/problems/unavailable',
        title: 'Service Unavailable',
        status: 503,
        detail: 'The shop API is not reachable.',
      }),
    );
  });
  req.pipe(upstream);
}

async function staticFile(req, res, pathname) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = normalize(join(clientDir, decoded));
  if (!file.startsWith(clientDir + '/') || decoded.endsWith('/')) return false;
  const size = clientFiles.get(file);
  if (size === undefined) return false;
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const encoding = encodingFor(req, type);
  const compressed = encoding ? precompressedFile(file, encoding) : undefined;
  const length = compressed ? compressed.size : encoding ? undefined : size;
  res.writeHead(200, {
    'Content-Type': type,
    // Hashed build assets never change; other public files are revalidated; the build's id is
    // what open tabs ask to learn of a deploy, so it is never kept.
    'Cache-Control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : pathname === '/_build.json'
        ? 'no-store'
        : 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...(length === undefined ? {} : { 'Content-Length': length }),
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const source = createReadStream(compressed?.path ?? file);
  await (encoding && !compressed ? pipeline(source, compressor(encoding), res) : pipeline(source, res));
  return true;
}

async function render(req, res) {
  const url = new URL(req.url ?? '/', publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', clientAddress(req));
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const controller = new AbortController();
  // Only a client gone before its answer was sent stops the render: aborting after every answer
  // made a DOMException (with its stack) per page for nothing.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const response = await ssr.fetch(
    new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? Readable.toWeb(req) : undefined,
      duplex: 'half',
      signal: controller.signal,
    }),
  );
  const type = response.headers.get('content-type') ?? '';
  const encoding = response.body ? encodingFor(req, type) : undefined;
  const out = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  if (type.startsWith('text/html')) {
    Object.assign(out, SECURITY_HEADERS, {
      'cache-control': out['cache-control'] ?? 'no-store',
      'content-security-policy': out['content-security-policy'] ?? NOTHING_ALLOWED_POLICY,
    });
  }
  if (encoding) Object.assign(out, { 'content-encoding': encoding, vary: 'Accept-Encoding' });
  if (response.body && req.method !== 'HEAD' && type.startsWith('text/html')) {
    // A page is rendered to a string (src/server/render-page.ts): it is sent in one piece, compressed
    // in one call, without a stream pipeline per answer (a web stream, a Node stream, an abort per end).
    const page = Buffer.from(await response.arrayBuffer());
    const bytes = encoding ? await compressed(page, encoding) : page;
    res.writeHead(response.status, { ...out, 'content-length': bytes.length });
    return res.end(bytes);
  }
  res.writeHead(response.status, out);
  if (!response.body || req.method === 'HEAD') return res.end();
  const body = Readable.fromWeb(response.body);
  await (encoding ? pipeline(body, compressor(encoding), res) : pipeline(body, res));
}

/**
 * A page the SSR bundle's page cache keeps (src/server/page-cache*.ts), answered without a fetch
 * Request: its headers and body come ready, a fresh nonce stamped in, content-length set, and gzip
 * (kept precompressed with gaps for the nonce) when the browser takes it, in a buffer of an earlier
 * answer when one has been sent (recycle). Never br, even when the
 * browser prefers it: brotli cannot take a nonce spliced in (README, "Page cache").
 */
function cachedPage(req, res) {
  const url = new URL(req.url ?? '/', publicUrl);
  const answer = ssr.cachedPage(req.method, url, {
    get: (name) => {
      const value = req.headers[name];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  });
  if (!answer) return false;
  res.writeHead(answer.status, Object.assign(answer.headers, SECURITY_HEADERS));
  // The body goes back to the page's pool only once the socket has written it (no error): until
  // then the kernel may still read it, and a later answer would stamp its nonce into it.
  if (answer.recycle) res.end(answer.body, (error) => error || answer.recycle());
  else res.end(answer.body);
  return true;
}

/**
 * Under WEB_CONCURRENCY each answer names the worker that made it (cluster's worker id, 1, 2, …; a
 * replaced worker gets the next one): what an operator, or the cluster's test, reads to tell them apart.
 */
const workerId = cluster.isWorker ? String(cluster.worker?.id) : undefined;

const server = http.createServer(async (req, res) => {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (workerId) res.setHeader('x-shop-worker', workerId);
  // Each answer is timed into the metrics by what was done with it (src/server/metrics.ts).
  const began = performance.now();
  let kind = 'page';
  res.once('finish', () =>
    ssr.metrics.observeAnswer(kind, req.method, res.statusCode, (performance.now() - began) / 1000),
  );
  try {
    kind = 'proxy';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/_img/')) return proxy(req, res);
    if (pathname === '/robots.txt' || pathname === '/sitemap.xml' || pathname.startsWith('/sitemaps/'))
      return proxy(req, res);
    kind = 'metrics';
    if (pathname === '/metrics' && req.method === 'GET' && metricsAllowed(req)) return await metrics(res);
    kind = 'page';
    // Before the file system: no kept page's path (/, /catalog/…, /search, content pages) is a file.
    if (cachedPage(req, res)) return;
    kind = 'static';
    if (await staticFile(req, res, pathname)) return;
    kind = 'page';
    await render(req, res);
  } catch (error) {
    // The client went away while its answer was on the way: nothing failed on this side.
    if (
      error?.name === 'AbortError' ||
      error?.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      error?.code === 'ERR_STREAM_UNABLE_TO_PIPE'
    )
      return;
    console.error('[storefront] request failed', req.method, pathname, error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...OWN_ANSWER_HEADERS });
    res.end('Internal Server Error');
  }
});

/**
 * Node's HTTP parser refuses a request before any handler sees it (headers over its 16 KiB limit,
 * most often a pile of cookies; a request too slow or unreadable) and by default answers with a
 * bare status line, a blank page in the browser. The answer here says what happened, in both
 * languages (the path may not have been read), as a page, or as a problem for /api (the API's
 * types: src/http/problem.ts).
 */
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [
    431,
    'headers-too-large',
    'Request Header Fields Too Large',
    'The request’s headers are too large. Clearing this site’s cookies usually helps.',
    'Заголовки запроса слишком велики. Обычно помогает удалить cookie этого сайта.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'timeout',
    'Request Timeout',
    'The request took too long to arrive. Please try again.',
    'Запрос шёл слишком долго. Попробуйте ещё раз.',
  ],
};
const BAD_REQUEST = [
  400,
  'bad-request',
  'Bad Request',
  'The request could not be read.',
  'Запрос не удалось прочитать.',
];

server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, slug, title, en, ru] = CLIENT_ERRORS[error.code] ?? BAD_REQUEST;
  const requestLine = error.rawPacket ? error.rawPacket.toString('latin1', 0, 512).split('\r\n')[0] : '';
  const api = /^\S+ \/api(?:[/? ]|$)/.test(requestLine);
  const [type, body] = api
    ? [
        'application/problem+json',
        JSON.stringify({ type: `https://shop.example/problems/${slug}`, title, status, detail: en }),
      ]
    : [
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><h1>${title}</h1><p>${en}</p><p lang="ru">${ru}</p></html>`,
      ];
  const headers = {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...OWN_ANSWER_HEADERS,
  };
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n${body}`,
  );
});

/** prom-client's messages between a cluster's primary and its workers (its lib/cluster.js). */
const WORKER_METRICS_REQUEST = 'prom-client:getMetricsReq';
const WORKER_METRICS_ANSWER = 'prom-client:getMetricsRes';

/**
 * The primary under WEB_CONCURRENCY: forks the workers, starts a new one when one dies (after a
 * pause when it died young), stops them on SIGINT/SIGTERM, and relays metrics: a worker asked for
 * GET /metrics sends `shop:metrics-request`, the primary asks every worker for its figures the way
 * prom-client's own aggregator does and hands them all back, and that worker adds them up.
 */
function runPrimary() {
  const startedAt = new Map();
  const gathering = new Map();
  let stopping = false;
  const answer = (key) => {
    const round = gathering.get(key);
    if (!round) return;
    gathering.delete(key);
    clearTimeout(round.timer);
    if (round.requester.isConnected())
      round.requester.send({ type: 'shop:metrics-answer', id: round.id, metrics: round.metrics });
  };
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.on('message', (message) => {
      if (message?.type === 'shop:metrics-request') {
        const key = `${worker.id}:${message.id}`;
        const live = Object.values(cluster.workers ?? {}).filter((each) => each?.isConnected());
        // A worker that does not answer in time is left out rather than failing the scrape.
        const timer = setTimeout(() => answer(key), 5_000);
        gathering.set(key, { requester: worker, id: message.id, waiting: live.length, metrics: [], timer });
        for (const each of live) each.send({ type: WORKER_METRICS_REQUEST, requestId: key });
      } else if (message?.type === WORKER_METRICS_ANSWER) {
        const round = gathering.get(message.requestId);
        if (!round) return;
        if (Array.isArray(message.metrics)) round.metrics.push(...message.metrics);
        round.waiting -= 1;
        if (round.waiting <= 0) answer(message.requestId);
      }
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`[storefront] worker ${worker.process.pid} died (${signal ?? code}): starting another`);
    setTimeout(fork, lived < 5_000 ? 1_000 : 0);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < concurrency; i += 1) fork();
  console.log(`[storefront] ${concurrency} processes on ${publicUrl.origin} (API ${apiUrl.origin})`);
}

if (primary) runPrimary();
else {
  server.keepAliveTimeout = 65_000;
  server.listen(port, host, () => {
    if (!cluster.isWorker) console.log(`[storefront] listening on ${publicUrl.origin} (API ${apiUrl.origin})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
