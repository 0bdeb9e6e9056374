export {
  clusterMetrics,
  METRICS_ANSWER,
  METRICS_REQUEST,
  metricsFromAnswer,
  type MetricsAnswer,
} from './cluster-metrics';
