import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { clusterMetrics, METRICS_ANSWER, metricsFromAnswer } from './cluster-metrics';

describe('cluster metrics', () => {
  it("adds up the workers' figures a primary relays", async () => {
    const figures = async (count: number) => {
      const registry = new Registry();
      new Counter({ name: 'shop_test_orders_total', help: 'Orders.', registers: [registry] }).inc(count);
      return registry.getMetricsAsJSON();
    };
    const text = await metricsFromAnswer({
      type: METRICS_ANSWER,
      id: '1',
      metrics: [await figures(2), await figures(3)],
    });
    expect(text).toContain('shop_test_orders_total 5');
  });

  it("takes a primary's text as it is, and its error as a failure", async () => {
    await expect(metricsFromAnswer({ type: METRICS_ANSWER, id: '1', text: 'up 1\n' })).resolves.toBe('up 1\n');
    await expect(metricsFromAnswer({ type: METRICS_ANSWER, id: '1', error: 'timed out' })).rejects.toThrow('timed out');
  });

  it("is this process's own metrics outside a cluster", async () => {
    new Counter({ name: 'shop_test_alone_total', help: 'Alone.' }).inc();
    expect(await clusterMetrics()).toContain('shop_test_alone_total 1');
  });
});
