/**
 * The API's entry point. With OTEL_EXPORTER_OTLP_ENDPOINT set, tracing starts first, before
 * Fastify, pg and http are loaded, so they can be instrumented; unset, nothing of OpenTelemetry is
 * loaded. Then `start.ts` runs the API (one process, or a cluster under WEB_CONCURRENCY).
 */
if (process.env['OTEL_EXPORTER_OTLP_ENDPOINT']) {
  const { startTracing } = await import('./tracing');
  await startTracing('shop-api');
}
const { start } = await import('./start');

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

export {};
