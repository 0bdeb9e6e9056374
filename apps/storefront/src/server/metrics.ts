/**
 * The storefront server's Prometheus metrics (prom-client's global registry of this process):
 * answers by kind (page, static, proxy), method and status with their latency, the page cache's
 * look-ups, and Node's own (CPU, memory, event loop). serve.mjs times each answer with
 * `observeAnswer` and serves `GET /metrics` with `renderMetrics`; under WEB_CONCURRENCY a worker
 * asks the cluster's primary for every worker's figures and adds them up, so one scrape tells the
 * whole truth (the primary, Node built-ins only, only relays prom-client's messages).
 */
import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';

export { clusterMetrics as renderMetrics } from '@shop/metrics';

collectDefaultMetrics();

/** What serve.mjs did with a request: rendered a page, sent a built file, proxied it to the API, or these metrics. */
export type AnswerKind = 'page' | 'static' | 'proxy' | 'metrics';

const answers = new Histogram({
  name: 'storefront_http_request_duration_seconds',
  help: "The storefront server's answers by kind (page, static, proxy, metrics), method and status: their rate, latency and errors.",
  labelNames: ['kind', 'method', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

/**
 * Each label set's series, looked up once: prom-client's `observe(labels, value)` hashes the label
 * object on every call, a cost of every answer. Label sets stay few (four kinds, the methods Node's
 * parser accepts, status codes).
 */
const answerSeries = new Map<string, ReturnType<typeof answers.labels>>();

export function observeAnswer(kind: AnswerKind, method: string, status: number, seconds: number): void {
  const key = `${kind} ${method} ${status}`;
  let series = answerSeries.get(key);
  if (!series) answerSeries.set(key, (series = answers.labels(kind, method, String(status))));
  series.observe(seconds);
}

export type PageCacheLookup = 'hit' | 'miss' | 'stale';

const pageCache = new Counter({
  name: 'page_cache_requests_total',
  help: "Look-ups of the storefront's page cache: hit, miss, or stale (answered while it is rendered again).",
  labelNames: ['result'] as const,
});

const pageCacheSeries = {
  hit: pageCache.labels('hit'),
  miss: pageCache.labels('miss'),
  stale: pageCache.labels('stale'),
} satisfies Record<PageCacheLookup, unknown>;

/** Counts one look-up of the anonymous page cache (for whoever keeps that cache). */
export function countPageCacheLookup(result: PageCacheLookup): void {
  pageCacheSeries[result].inc();
}

export const METRICS_CONTENT_TYPE = register.contentType;
