/**
 * One scrape per port under node:cluster. A scrape lands on one worker; `clusterMetrics()` there
 * asks the cluster's primary, which gathers every worker's figures (prom-client's own cluster
 * messages, answered in each worker once an AggregatorRegistry exists) and answers with the text
 * (the API's primary, through prom-client) or the workers' figures for this worker to add up (the
 * storefront's primary, which uses Node's built-ins only). Outside a cluster it is this process's.
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, register } from 'prom-client';

/** The messages between a worker and its primary. */
export const METRICS_REQUEST = 'shop:metrics-request';
export const METRICS_ANSWER = 'shop:metrics-answer';

// prom-client answers the primary's requests for this worker's figures once an aggregator exists.
if (cluster.isWorker) new AggregatorRegistry();

export interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: string;
  /** The metrics in Prometheus' text format, added up already. */
  text?: string;
  /** Or every worker's figures (`getMetricsAsJSON()`), to add up here. */
  metrics?: Parameters<typeof AggregatorRegistry.aggregate>[0];
  error?: string;
}

/** The text of a primary's answer. */
export async function metricsFromAnswer(answer: MetricsAnswer): Promise<string> {
  if (answer.error !== undefined) throw new Error(answer.error);
  if (answer.text !== undefined) return answer.text;
  if (answer.metrics) return AggregatorRegistry.aggregate(answer.metrics).metrics();
  throw new Error('the primary answered without metrics');
}

/** This process's metrics, or in a cluster's worker every worker's added up. */
export function clusterMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer with the metrics in time'));
    }, 6_000);
    function onMessage(message: unknown) {
      const answer = message as MetricsAnswer;
      if (answer?.type !== METRICS_ANSWER || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      metricsFromAnswer(answer).then(resolve, reject);
    }
    process.on('message', onMessage);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}
