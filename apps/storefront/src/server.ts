import { createStartHandler } from '@tanstack/react-start/server';
import { redactText } from '@shop/locale';
import { messagesResponse } from './messages';
import { configureServerApi, serverApiBaseUrl } from './server/api-context';
import { METRICS_CONTENT_TYPE, observeAnswer, renderMetrics } from './server/metrics';
import { createPageCacheServer } from './server/page-cache-server';
import { apiRedirectRulesFetch, createRedirectRulesCopy, redirectFor, redirectResponse } from './server/redirect-rules';
import { renderPage } from './server/render-page';

configureServerApi();

const startHandler = createStartHandler(renderPage);

// Tracing only when a collector is named: otherwise nothing of OpenTelemetry is loaded.
const tracing = process.env['OTEL_EXPORTER_OTLP_ENDPOINT']
  ? await import('./server/tracing').then(({ startTracing }) => startTracing('storefront'))
  : undefined;

// The server redirect rules, applied before anything is rendered (the spec's "server-defined
// redirect rules apply per path"); a failed refresh keeps the last copy and says so once per ask.
const redirectRules = createRedirectRulesCopy(
  apiRedirectRulesFetch(serverApiBaseUrl(), process.env['APP_ACCESS_TOKEN']),
  {
    onError: (error) => console.error('Redirect rules not refreshed:', error instanceof Error ? error.message : error),
  },
);

// Start's handler, in a span of its own when tracing is on.
const render = async (request: Request) =>
  tracing ? tracing.traceRender(request, async (traced) => startHandler(traced)) : startHandler(request);

// Pages that are the same for every visitor, kept in memory (server/page-cache*.ts).
const pageCache = createPageCacheServer({ env: process.env, apiBaseUrl: serverApiBaseUrl(), render });

/**
 * Redirect rules, then the messages' files (messages.ts), then the page cache, else Start: server
 * functions and pages. `redactText` is the log redaction the production server (serve.mjs, which
 * is not bundled) applies to all it prints; `cachedPage` is its way to a kept page without a
 * fetch Request (undefined: ask `fetch`); `metrics` what it times and serves at GET /metrics
 * (server/metrics.ts).
 */
export default {
  fetch: async (request: Request) =>
    (await redirectResponse(redirectRules, request)) ??
    messagesResponse(request) ??
    (await pageCache.fetch(request)) ??
    render(request),
  cachedPage: (method: string, url: URL, headers: { get(name: string): string | null }) => {
    const rules = redirectRules.loaded();
    if (!rules || redirectFor(rules, url)) return undefined;
    return pageCache.lookup(method, url, headers);
  },
  redactText,
  metrics: { observeAnswer, renderMetrics, contentType: METRICS_CONTENT_TYPE },
};
