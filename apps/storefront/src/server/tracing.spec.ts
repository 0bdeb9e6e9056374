import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type RenderTracing } from './tracing';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}

/** A loopback server: the fake collector (OTLP over HTTP, JSON) or the fake API. */
async function listen(handle: (path: string, body: string, headers: Record<string, unknown>) => void): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      handle(request.url ?? '', body, request.headers);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('tracing a render (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  const spans: ExportedSpan[] = [];
  const apiTraceparents: string[] = [];
  let collector: Server;
  let api: Server;
  let tracing: RenderTracing;

  beforeAll(async () => {
    collector = await listen((path, body) => {
      if (path !== '/v1/traces') return;
      const batch = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: ExportedSpan[] }> }> };
      for (const resource of batch.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
    });
    api = await listen((_path, _body, headers) => apiTraceparents.push(String(headers['traceparent'])));
    process.env['OTEL_EXPORTER_OTLP_ENDPOINT'] = origin(collector);
    process.env['OTEL_EXPORTER_OTLP_PROTOCOL'] = 'http/json';
    process.env['OTEL_BSP_SCHEDULE_DELAY'] = '50';
    tracing = await startTracing('storefront');
  });
  afterAll(() => {
    collector.close();
    api.close();
  });

  it('makes a render one span, its API calls its children, and hands the trace to the API', async () => {
    const response = await tracing.traceRender(new Request('http://localhost/catalog/women'), async () => {
      await fetch(`${origin(api)}/api/v1/catalog`);
      return new Response('<!doctype html>', { status: 200 });
    });
    expect(response.status).toBe(200);

    const until = Date.now() + 10_000;
    const render = () => spans.find((span) => span.name === 'GET render');
    while (!(render() && spans.some((span) => span.parentSpanId === render()?.spanId)) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const root = render();
    expect(root?.parentSpanId ?? '').toBe('');
    const call = spans.find((span) => span.parentSpanId === root?.spanId);
    expect(call?.traceId).toBe(root?.traceId);
    // The API received the call's own span as its parent: its spans join this trace.
    expect(apiTraceparents).toEqual([`00-${root?.traceId}-${call?.spanId}-01`]);
  });

  it('sends no secret from a URL: not the page, not the API call, not an error on the render', async () => {
    const secret = 'c0ffee5ecret0rderCrypt0';
    const failed = tracing.traceRender(new Request(`http://localhost/order/${secret}?crypto=${secret}`), async () => {
      await fetch(`${origin(api)}/api/v1/orders/current?crypto=${secret}`);
      throw new Error(`API answered 500 for ${origin(api)}/api/v1/orders/current?crypto=${secret}`);
    });
    await expect(failed).rejects.toThrow(secret);

    const until = Date.now() + 10_000;
    const render = () => spans.find((span) => span.name === 'GET render' && JSON.stringify(span).includes('exception'));
    while (!(render() && spans.some((span) => span.parentSpanId === render()?.spanId)) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const root = render();
    const call = spans.find((span) => span.parentSpanId === root?.spanId);
    const sent = JSON.stringify([root, call]);
    expect(root && call).toBeTruthy();
    expect(sent).toContain('exception.message');
    expect(sent).toContain('crypto=[redacted]');
    expect(sent).not.toContain(secret);
  });
});
