/**
 * The storefront server's Prometheus metrics (prom-client's global registry of this process):
 * answers by kind (page, static, proxy), method and status with their latency, the page cache's
 * look-ups, and Node's own (CPU, memory, event loop). serve.mjs times each answer with
 * `observeAnswer` and serves `GET /metrics` with `renderMetrics`; under WEB_CONCURRENCY a worker
 * asks the cluster's primary for every worker's figures and adds them up, so one scrape tells the
 * whole truth (the primary, Node built-ins only, only relays prom-client's messages).
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';

collectDefaultMetrics();
// prom-client answers the primary's requests for this worker's figures once an aggregator exists.
if (cluster.isWorker) new AggregatorRegistry();

/** What serve.mjs did with a request: rendered a page, sent a built file, proxied it to the API, or these metrics. */
export type AnswerKind = 'page' | 'static' | 'proxy' | 'metrics';

const answers = new Histogram({
  name: 'storefront_http_request_duration_seconds',
  help: "The storefront server's answers by kind (page, static, proxy, metrics), method and status: their rate, latency and errors.",
  labelNames: ['kind', 'method', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export function observeAnswer(kind: AnswerKind, method: string, status: number, seconds: number): void {
  answers.observe({ kind, method, status: String(status) }, seconds);
}

export type PageCacheLookup = 'hit' | 'miss' | 'stale';

const pageCache = new Counter({
  name: 'page_cache_requests_total',
  help: "Look-ups of the storefront's page cache: hit, miss, or stale (answered while it is rendered again).",
  labelNames: ['result'] as const,
});

/** Counts one look-up of the anonymous page cache (for whoever keeps that cache). */
export function countPageCacheLookup(result: PageCacheLookup): void {
  pageCache.inc({ result });
}

export const METRICS_CONTENT_TYPE = register.contentType;
/** The messages between a worker and serve.mjs's primary. */
const REQUEST = 'shop:metrics-request';
const ANSWER = 'shop:metrics-answer';

/** This process's metrics, or in a cluster's worker every worker's added up. */
export function renderMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer with the metrics in time'));
    }, 6_000);
    function onMessage(message: unknown) {
      const answer = message as {
        type?: string;
        id?: string;
        metrics?: Parameters<typeof AggregatorRegistry.aggregate>[0];
        error?: string;
      };
      if (answer?.type !== ANSWER || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (answer.error !== undefined || !answer.metrics) reject(new Error(answer.error ?? 'no metrics'));
      else resolve(AggregatorRegistry.aggregate(answer.metrics).metrics());
    }
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id });
  });
}
