import { describe, expect, it } from 'vitest';
import { countPageCacheLookup, METRICS_CONTENT_TYPE, observeAnswer, renderMetrics } from './metrics';

describe("the storefront server's metrics", () => {
  it('counts answers by kind and status, and the page cache by result, in Prometheus text', async () => {
    observeAnswer('page', 'GET', 200, 0.012);
    observeAnswer('page', 'GET', 200, 0.004);
    observeAnswer('page', 'GET', 500, 0.3);
    countPageCacheLookup('hit');
    countPageCacheLookup('hit');
    countPageCacheLookup('stale');
    const text = await renderMetrics();
    expect(text).toContain('storefront_http_request_duration_seconds_count{kind="page",method="GET",status="200"} 2');
    expect(text).toContain('storefront_http_request_duration_seconds_sum{kind="page",method="GET",status="200"} 0.016');
    expect(text).toContain('storefront_http_request_duration_seconds_count{kind="page",method="GET",status="500"} 1');
    expect(text).toContain('page_cache_requests_total{result="hit"} 2');
    expect(text).toContain('page_cache_requests_total{result="stale"} 1');
    expect(text).toContain('process_cpu_seconds_total');
    expect(METRICS_CONTENT_TYPE).toMatch(/^text\/plain; version=0\.0\.4/);
  });
});
