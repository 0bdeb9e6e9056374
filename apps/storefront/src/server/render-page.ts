import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import {
  createSsrStreamResponse,
  defineHandlerCallback,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import { StartServer } from '@tanstack/react-start/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { trackingConfigFromEnv } from '@shop/tracking';
import { splitServerStyles } from '../server-styles';
import { pagePolicy } from './content-security-policy';
import { crawlerErrorResponse, crawlerName } from './crawler-errors';
import { scriptsAfterPaint } from './scripts-after-paint';
import { isSharedRender, PAGE_TAGS_HEADER, productTags } from './shared-render';
import { pageStyleSheet } from './style-sheet';

/**
 * Renders the page to a string with styled-components collecting the styles, so the first HTML
 * already holds every style rule in <head> (styled-components has no streaming recipe for Start);
 * the sheet reuses the rules earlier pages formatted (style-sheet.ts). The page is encoded piece
 * by piece (scriptsAfterPaint): renderToString's string is copied once, when it is first searched.
 */
function renderWithStyles(router: AnyRouter, nonce: string): Uint8Array {
  const sheet = pageStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(createElement(StartServer, { router })));
    const pieces = scriptsAfterPaint(html, splitServerStyles(sheet.getStyleTags()), nonce);
    return Buffer.concat([DOCTYPE, ...pieces.map((piece) => Buffer.from(piece))]);
  } finally {
    sheet.seal();
  }
}

const DOCTYPE = Buffer.from('<!DOCTYPE html>');

/** The products the page's queries hold, for the page cache to drop the page when one changes. */
function pageProducts(router: AnyRouter): Set<string> {
  const tags = new Set<string>();
  const queryClient = (router.options.context as { queryClient?: QueryClient } | undefined)?.queryClient;
  for (const query of queryClient?.getQueryCache().getAll() ?? []) productTags(query.state.data, tags);
  return tags;
}

/**
 * Start's page handler. The page goes out with its Content-Security-Policy, whose nonce is the one
 * the router stamped on the page's scripts (`ssr.nonce`, made per request by `getRouter()`), so
 * the header and the markup cannot disagree.
 *
 * The rendered page goes out as the router's byte stream (its data scripts merged in), encoded
 * once. The router's string recipe (renderSsrHtmlResponse) encodes it into that stream, decodes
 * the stream back into a string and has Response encode it again: three passes over some 150 KB
 * of HTML, about a tenth of a category page's server time.
 */
export const renderPage = defineHandlerCallback(({ request, router, responseHeaders }) => {
  const nonce = router.options.ssr?.nonce;
  // Without a nonce no script could run; a page that cannot hydrate must not pass for one that can.
  if (!nonce) throw new Error('The router has no CSP nonce: getRouter() sets ssr.nonce on the server');
  // A crawler's error (not found, failed) is logged and answered bare: the error page is never rendered.
  const crawler = crawlerName(request.headers.get('user-agent'));
  const status = getSsrStatus(router);
  if (crawler && status >= 400) {
    router.serverSsr?.cleanup();
    return crawlerErrorResponse(request, status, crawler);
  }
  responseHeaders.set('content-security-policy', pagePolicy(nonce, trackingConfigFromEnv(process.env)));
  if (isSharedRender()) responseHeaders.set(PAGE_TAGS_HEADER, [...pageProducts(router)].join(' '));
  let bytes: Uint8Array;
  try {
    bytes = renderWithStyles(router, nonce);
  } catch (error) {
    console.error('Render to string error:', error);
    router.serverSsr?.cleanup();
    if (crawler) return crawlerErrorResponse(request, 500, crawler);
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders });
  }
  const page = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const body = transformReadableStreamWithRouter(router, page, { signal: request.signal });
  return createSsrStreamResponse(
    router,
    new Response(body, { status: getSsrStatus(router), headers: responseHeaders }),
  );
});
