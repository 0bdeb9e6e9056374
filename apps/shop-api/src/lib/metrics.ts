/**
 * The API's Prometheus metrics, one set per process (prom-client's global registry): requests per
 * route, the database pool, the catalogue caches, orders and payments. `GET /metrics` renders them;
 * under WEB_CONCURRENCY the primary adds up every worker's (prom-client's AggregatorRegistry), so
 * one scrape tells the whole truth. Tests build several apps in one process: the metrics are made
 * once, at import, and each app only adds to them.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

export { clusterMetrics as renderMetrics, METRICS_ANSWER, METRICS_REQUEST } from '@shop/metrics';

collectDefaultMetrics();

export const httpRequestDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'API requests by method, route template and status: their rate, latency and errors.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export type CacheLookup = 'hit' | 'miss' | 'stale';

const cacheRequests = new Counter({
  name: 'shop_cache_requests_total',
  help: "Look-ups of the API's in-process caches by cache and result (hit, miss, stale: answered while reloading).",
  labelNames: ['cache', 'result'] as const,
});

/** Counts one look-up of a named cache (`lib/ttl-cache.ts`, `lib/row-cache.ts`). */
export function countCacheLookup(cache: string, result: CacheLookup, count = 1): void {
  if (count > 0) cacheRequests.inc({ cache, result }, count);
}

const orders = new Counter({
  name: 'shop_orders_total',
  help: 'Orders placed, by payment method code.',
  labelNames: ['payment'] as const,
});

export function countOrder(paymentMethod: string): void {
  orders.inc({ payment: paymentMethod });
}

const payments = new Counter({
  name: 'shop_payments_total',
  help: 'Payment events applied, by provider and outcome (paid, failed, cancelled, refunded).',
  labelNames: ['provider', 'outcome'] as const,
});

export function countPayment(provider: string, outcome: string): void {
  payments.inc({ provider, outcome });
}

/** What the database pool reports: PostgreSQL's pg.Pool counts; SQLite has no pool. */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const pools = new Set<PoolStats>();

new Gauge({
  name: 'shop_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting: requests queued for a connection).',
  labelNames: ['state'] as const,
  collect() {
    this.reset();
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

/** Reports a pool's connections until the returned function is called (at the app's close). */
export function watchPool(pool: PoolStats): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

export const METRICS_CONTENT_TYPE = register.contentType;
