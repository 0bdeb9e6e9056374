import { createHash } from 'node:crypto';
import { compressSegments, gzipBody, gzipLayout, stampGzip, type SplicedGzip } from './gzip-splice';

/**
 * The server's cache of pages that do not depend on the visitor (page-cache-routes.ts says which).
 * A page is stored as rendered with a placeholder in place of its CSP nonce and stamped with a new
 * nonce for every answer, header and markup alike, so no two visitors share one. Entries are kept
 * least recently used first out under a byte cap, fresh for a while, then served stale once while
 * one render per key replaces them; the change feed (change-feed.ts) drops them by tag sooner.
 * Everything an answer needs but the nonce is worked out when the page is stored: its parts between
 * nonces as bytes, a gzip body with gaps for the nonce (gzip-splice.ts), the headers. A browser
 * taking gzip gets gzip even when it also takes br: a nonce cannot be spliced into brotli.
 * A kept page's sent bodies are stamped again for later answers once written (BodyPool).
 */

/** A page as rendered, before a nonce is stamped in: what the cache stores and hands to waiters. */
export interface RenderedPage {
  status: number;
  /** Header name (lower case) and value pairs; the nonce placeholder may appear in values. */
  headers: [string, string][];
  body: string;
  /** What the page shows: `product:<id>`, `content:<slug>` (page-cache-routes.ts, render-page.ts). */
  tags: readonly string[];
  /** The render set a cookie: the answer is someone's own and is never stored or shared. */
  setsCookie: boolean;
}

/**
 * An answer ready to send: headers with a fresh nonce (content-length and content-encoding
 * included), the body as bytes (none for 304 and HEAD).
 */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /**
   * A kept page's body may serve a later answer once it is sent: call this when the socket has
   * written it (the write's callback, without an error), never before, and not at all otherwise.
   */
  recycle?: () => void;
}

/** Sent bodies kept per page and encoding and nonce length, for answers to come. */
const RECYCLED_MAX = 8;

/**
 * A kept page's sent bodies of one encoding and nonce length, ready for another nonce: every byte
 * but the nonces (and gzip's CRC) is the same in each answer, so a body the socket has written is
 * stamped again instead of allocated and copied anew.
 */
interface BodyPool {
  free: Buffer[];
  /** Bodies adopted by the pool (counted in the cache's bytes), at most RECYCLED_MAX. */
  adopted: number;
  build: () => Buffer;
  stamp: (body: Buffer, nonce: Buffer) => void;
}

export type CacheState = 'hit' | 'stale' | 'miss';

/** A render's page, and what it was made into when it was stored (kept pages only). */
interface Rendered {
  page: RenderedPage;
  prepared: Prepared | undefined;
}

/** A page made ready to answer with any nonce. */
interface Prepared {
  status: number;
  /** Headers without the placeholder, the caching ones included when the page is kept. */
  fixed: Record<string, string>;
  /** Headers with the placeholder, cut at it: a nonce goes between every two pieces. */
  stamped: [string, string[]][];
  /** The body cut at each placeholder: a nonce goes between every two parts. */
  parts: Buffer[];
  /** Bytes of the parts together. */
  length: number;
  /** Kept pages only: the compressed body with gaps for the nonce, and the validator. */
  gzip?: SplicedGzip;
  etag?: string;
}

interface Entry extends Prepared {
  key: string;
  bytes: number;
  storedAt: number;
  tags: ReadonlySet<string>;
  /** A drop happened while it rendered: it may hold what was dropped, so it is stale at once. */
  doubtful: boolean;
  /** Sent bodies to stamp again, by encoding and nonce length (`gzip:24`). */
  pools: Map<string, BodyPool>;
}

export interface PageCacheOptions {
  /** Byte cap over the stored bodies; 0 turns the cache off. */
  maxBytes: number;
  /** How long an entry is served as fresh when the change feed is not answering. */
  freshMs: number;
  /** How long after that it is still served (once per revalidation) while one render replaces it. */
  staleMs: number;
  /** How long an entry stays fresh while the change feed answers (its changes drop entries). */
  feedFreshMs: number;
  /** The placeholder the render wrote where the nonce goes. */
  placeholder: string;
  /** A new nonce per answer. */
  nonce: () => string;
  now?: () => number;
  onError?: (error: unknown) => void;
  /** Told of every answer's state, for the metrics. */
  onAnswer?: (state: CacheState) => void;
}

export interface RequestFacts {
  method: string;
  ifNoneMatch: string | undefined;
  /** The client takes gzip (kept pages are then answered with their precompressed body). */
  acceptsGzip?: boolean;
}

/** The cache's cache-control, the same for a CDN in front: it does not see the change feed. */
function sharedCacheControl(freshMs: number, staleMs: number): string {
  return `public, max-age=0, s-maxage=${Math.max(1, Math.round(freshMs / 1000))}, stale-while-revalidate=${Math.max(1, Math.round(staleMs / 1000))}`;
}

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this (weak) ETag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === bare;
  });
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const cacheControl = sharedCacheControl(options.freshMs, options.staleMs);
  /** Insertion order is recency: a hit moves its entry to the end, eviction takes from the start. */
  const entries = new Map<string, Entry>();
  const renders = new Map<string, Promise<Rendered>>();
  let bytes = 0;
  let feedAnswering = false;
  /** Counts drops, so a render that overlapped one is not trusted as fresh. */
  let dropGeneration = 0;

  const freshFor = () => (feedAnswering ? options.feedFreshMs : options.freshMs);

  function remove(entry: Entry) {
    entries.delete(entry.key);
    bytes -= entry.bytes;
  }

  /**
   * Cuts a rendered page at the placeholder; a kept one (`cacheable`) also gets its gzip body,
   * ETag and caching headers here, once, rather than in every answer.
   */
  function prepare(page: RenderedPage, cacheable: boolean): Prepared {
    const fixed: Record<string, string> = {};
    const stamped: [string, string[]][] = [];
    for (const [name, value] of page.headers) {
      if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') continue;
      if (value.includes(options.placeholder)) stamped.push([name, value.split(options.placeholder)]);
      else fixed[name] = value;
    }
    const parts = page.body.split(options.placeholder).map((part) => Buffer.from(part));
    const prepared: Prepared = {
      status: page.status,
      fixed,
      stamped,
      parts,
      length: parts.reduce((sum, part) => sum + part.length, 0),
    };
    if (cacheable) {
      prepared.etag = etagOf(page.body);
      prepared.gzip = compressSegments(parts);
      fixed['cache-control'] = cacheControl;
      fixed['etag'] = prepared.etag;
    } else {
      fixed['cache-control'] = 'no-store';
    }
    return prepared;
  }

  function store(key: string, page: RenderedPage, generation: number): Prepared | undefined {
    if (options.maxBytes <= 0 || page.status !== 200 || page.setsCookie) return undefined;
    const prepared = prepare(page, true);
    const size = prepared.length + (prepared.gzip?.deflatedLength ?? 0) + key.length;
    if (size > options.maxBytes) return prepared;
    const previous = entries.get(key);
    if (previous) remove(previous);
    const entry: Entry = {
      ...prepared,
      key,
      bytes: size,
      storedAt: now(),
      tags: new Set(page.tags),
      doubtful: generation !== dropGeneration,
      pools: new Map(),
    };
    entries.set(key, entry);
    bytes += size;
    for (const oldest of entries.values()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
    return prepared;
  }

  /** A new body of the page for `nonce`'s length, with a stamp that puts any such nonce in. */
  function bodyFor(source: Prepared, gzip: boolean, nonceLength: number): Omit<BodyPool, 'free' | 'adopted'> {
    if (gzip && source.gzip) {
      const spliced = source.gzip;
      const layout = gzipLayout(spliced, nonceLength);
      return { build: () => gzipBody(spliced, layout), stamp: (body, nonce) => stampGzip(layout, body, nonce) };
    }
    const nonceAt: number[] = [];
    let at = 0;
    source.parts.forEach((part, index) => {
      if (index > 0) {
        nonceAt.push(at);
        at += nonceLength;
      }
      at += part.length;
    });
    return {
      build: () => {
        const body = Buffer.allocUnsafe(at);
        source.parts.forEach((part, index) =>
          part.copy(body, index === 0 ? 0 : (nonceAt[index - 1] ?? 0) + nonceLength),
        );
        return body;
      },
      stamp: (body, nonce) => {
        for (const offset of nonceAt) nonce.copy(body, offset);
      },
    };
  }

  /**
   * A kept page's body stamped with `nonce`: a sent one of its pool when there is one, else a new
   * one that the pool adopts when it comes back, while it holds fewer than RECYCLED_MAX and the
   * entry is still kept (its bytes then count in the cap; other pages go first to make room).
   */
  function pooledBody(entry: Entry, gzip: boolean, nonce: Buffer): { body: Buffer; recycle: () => void } {
    const poolKey = `${gzip ? 'gzip' : 'identity'}:${nonce.length}`;
    let pool = entry.pools.get(poolKey);
    if (!pool) entry.pools.set(poolKey, (pool = { free: [], adopted: 0, ...bodyFor(entry, gzip, nonce.length) }));
    const kept = pool;
    const reused = kept.free.pop();
    const body = reused ?? kept.build();
    kept.stamp(body, nonce);
    let returned = false;
    const recycle = () => {
      if (returned) return;
      returned = true;
      if (!reused) {
        if (kept.adopted >= RECYCLED_MAX || entries.get(entry.key) !== entry) return;
        if (entry.bytes + body.length > options.maxBytes) return;
        kept.adopted += 1;
        entry.bytes += body.length;
        bytes += body.length;
        for (const oldest of entries.values()) {
          if (bytes <= options.maxBytes) break;
          if (oldest !== entry) remove(oldest);
        }
      }
      // A body of an entry evicted meanwhile goes with its pool.
      kept.free.push(body);
    };
    return { body, recycle };
  }

  /** The answer to one request: a new nonce, 304 on a match, gzip when the page has it and the client takes it. */
  function answerFrom(source: Prepared, request: RequestFacts, state: CacheState, entry?: Entry): PageAnswer {
    const nonce = options.nonce();
    const headers: Record<string, string> = { ...source.fixed };
    for (const [name, pieces] of source.stamped) headers[name] = pieces.join(nonce);
    headers['x-shop-cache'] = state;
    options.onAnswer?.(state);
    if (source.etag && matches(request.ifNoneMatch, source.etag)) {
      return { status: 304, headers: pick304(headers), body: undefined };
    }
    if (request.method === 'HEAD') return { status: source.status, headers, body: undefined };
    const nonceBytes = Buffer.from(nonce);
    const gzip = Boolean(source.gzip && request.acceptsGzip);
    if (gzip) headers['content-encoding'] = 'gzip';
    if (entry) {
      const { body, recycle } = pooledBody(entry, gzip, nonceBytes);
      headers['content-length'] = String(body.length);
      return { status: source.status, headers, body, recycle };
    }
    const { build, stamp } = bodyFor(source, gzip, nonceBytes.length);
    const body = build();
    stamp(body, nonceBytes);
    headers['content-length'] = String(body.length);
    return { status: source.status, headers, body };
  }

  /** One render per key at a time: later callers share the one under way. */
  function renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<Rendered> {
    const running = renders.get(key);
    if (running) return running;
    const generation = dropGeneration;
    const rendering = render()
      .then((page) => ({ page, prepared: store(key, page, generation) }))
      .finally(() => renders.delete(key));
    renders.set(key, rendering);
    return rendering;
  }

  return {
    /**
     * The stored answer, or undefined when there is none to serve (then `fill`). A stale entry is
     * served and one render replaces it in the background.
     */
    lookup(key: string, request: RequestFacts, render: () => Promise<RenderedPage>): PageAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      const fresh = !entry.doubtful && age < freshFor();
      if (!fresh && age >= freshFor() + options.staleMs) return undefined;
      // Most recently used goes last.
      entries.delete(key);
      entries.set(key, entry);
      if (!fresh && !renders.has(key)) renderOnce(key, render).catch((error: unknown) => options.onError?.(error));
      return answerFrom(entry, request, fresh ? 'hit' : 'stale', entry);
    },

    /**
     * Renders the page (once for all callers asking for the key meanwhile) and answers it. A page
     * that is not a 200 (a 404, a redirect) is not stored but answers every caller, `no-store`: it
     * was rendered for the key, which is no one's. A render that set a cookie answers undefined:
     * that cookie was made for a visitor without cookies, so each caller renders their own request
     * (this render's cookie would overwrite theirs, and without it their page could be wrong).
     */
    async fill(
      key: string,
      request: RequestFacts,
      render: () => Promise<RenderedPage>,
    ): Promise<PageAnswer | undefined> {
      const { page, prepared } = await renderOnce(key, render);
      if (page.setsCookie) return undefined;
      return answerFrom(prepared ?? prepare(page, false), request, 'miss');
    },

    /** Drops every entry carrying one of the tags, or everything with `all`. */
    drop(tags: readonly string[] | 'all'): number {
      dropGeneration += 1;
      let dropped = 0;
      for (const entry of [...entries.values()]) {
        if (tags === 'all' || tags.some((tag) => entry.tags.has(tag))) {
          remove(entry);
          dropped += 1;
        }
      }
      return dropped;
    },

    /** Whether the change feed answers: entries then stay fresh longer. */
    setFeedAnswering(answering: boolean): void {
      feedAnswering = answering;
    },

    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * A 304 carries the validators and caching headers, not the page's content headers. Never the
 * Content-Security-Policy: a browser copies a 304's headers onto the page it kept, so a new nonce
 * there would block every script of that page, which carries the nonce it was first sent with.
 */
function pick304(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['etag', 'cache-control', 'vary', 'x-shop-cache']) {
    const value = headers[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}
