/**
 * OpenTelemetry tracing of the storefront, loaded by server.ts only when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set (the SDK reads the other OTEL_* variables itself). Each render is one span of service
 * `storefront` (continuing a `traceparent` sent by a proxy in front), and every API call it makes
 * through fetch is a child span whose `traceparent` the API continues, so one trace runs from the
 * render through the API to its database statements. serve.mjs stays Node built-ins only: its
 * proxying and static files are not traced.
 */
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { redactedUrlAttributes, redactText, redactUrl } from '@shop/locale';

export interface RenderTracing {
  traceRender(request: Request, handle: (request: Request) => Promise<Response>): Promise<Response>;
}

export async function startTracing(serviceName: string): Promise<RenderTracing> {
  process.env['OTEL_METRICS_EXPORTER'] ??= 'none';
  process.env['OTEL_LOGS_EXPORTER'] ??= 'none';
  const [{ NodeSDK }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env['OTEL_SERVICE_NAME'] ?? serviceName,
    instrumentations: [
      new UndiciInstrumentation({
        // Its url.full, url.path and url.query hold the API call's query as it is: an order's
        // crypto, a guest cart's id, an e-mail identity. Redacted like the logs.
        startSpanHook: (request) => {
          const { 'url.path': path, 'url.query': query } = redactedUrlAttributes(request.path);
          const search = query === undefined ? '' : `?${query}`;
          return { 'url.full': `${request.origin}${path}${search}`, 'url.path': path, 'url.query': search };
        },
      }),
    ],
  });
  sdk.start();
  const flush = () => void sdk.shutdown().catch(() => undefined);
  process.once('beforeExit', flush);
  process.once('SIGTERM', flush);

  const tracer = trace.getTracer('storefront');
  return {
    traceRender(request, handle) {
      const parent = propagation.extract(context.active(), Object.fromEntries(request.headers));
      // Order tokens and signed links in the URL are not sent to the collector.
      const path = redactUrl(new URL(request.url).pathname);
      return tracer.startActiveSpan(
        `${request.method} render`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'url.path': path } },
        parent,
        async (span) => {
          try {
            const response = await handle(request);
            span.setAttribute('http.response.status_code', response.status);
            if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
            return response;
          } catch (error) {
            // An error's message and stack can quote the URL it failed on, secrets included.
            const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
            span.recordException({ name, message: redactText(message), stack: stack && redactText(stack) });
            span.setStatus({ code: SpanStatusCode.ERROR });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    },
  };
}
