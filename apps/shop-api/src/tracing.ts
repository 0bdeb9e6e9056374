/**
 * OpenTelemetry tracing, started by server.ts before anything else is loaded, only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (the SDK reads the other OTEL_* variables itself: the protocol,
 * headers, sampler). Incoming HTTP requests (continuing a storefront render's trace from its
 * `traceparent`), Fastify's routes and hooks and PostgreSQL's statements become spans of service
 * `shop-api` (OTEL_SERVICE_NAME overrides it). Metrics and logs are not exported this way:
 * Prometheus scrapes GET /metrics, and pino writes the logs.
 */
import type { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import { redactedUrlAttributes, redactUrl } from '@shop/locale';

export async function startTracing(serviceName: string): Promise<void> {
  // The API is ES modules: its imports of http, Fastify and pg are hooked through this loader.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  process.env['OTEL_METRICS_EXPORTER'] ??= 'none';
  process.env['OTEL_LOGS_EXPORTER'] ??= 'none';
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { default: FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  const sdk = new NodeSDK({
    serviceName: process.env['OTEL_SERVICE_NAME'] ?? serviceName,
    instrumentations: [
      // Probes and scrapes are not traced: they would bury the shoppers' requests.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/(healthz|metrics)\b/.test(request.url ?? ''),
        // Replaces the instrumentation's own url.path and url.query (it redacts only AWS-style
        // signatures): an order's crypto, a reset link's token, a verification hash, an e-mail
        // identity, a guest cart's id, an OAuth callback's code are not sent to the collector.
        startIncomingSpanHook: (request) => redactedUrlAttributes((request as IncomingMessage).url ?? '/'),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // Its request span's url.path is the raw URL, query included.
        requestHook: (span, request) => span.setAttribute('url.path', redactUrl(request.url)),
      }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  // Spans still buffered are sent before the process ends (close-with-grace exits after SIGTERM).
  const flush = () => void sdk.shutdown().catch(() => undefined);
  process.once('beforeExit', flush);
  process.once('SIGTERM', flush);
}
