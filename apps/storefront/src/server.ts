import { createStartHandler } from '@tanstack/react-start/server';
import { createSsrStreamResponse, defineHandlerCallback, getSsrStatus, transformReadableStreamWithRouter } from '@tanstack/react-router/ssr/server';
import type { AnyRouter } from '@tanstack/react-router';
import { redactText } from '@shop/locale';
import { StartServer } from '@tanstack/react-start/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { messagesResponse } from './messages';
import { configureServerApi } from './server/api-context';
import { scriptsAfterPaint } from './server/scripts-after-paint';

configureServerApi();

/**
 * Renders the page to a string with styled-components collecting the styles, so the first HTML
 * already holds every style rule in <head> (styled-components has no streaming recipe for Start).
 */
function renderWithStyles(router: AnyRouter): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(createElement(StartServer, { router })));
    return `<!DOCTYPE html>${scriptsAfterPaint(html.replace('</head>', `${sheet.getStyleTags()}</head>`))}`;
  } finally {
    sheet.seal();
  }
}

/**
 * The rendered string goes out as the router's byte stream (its data scripts merged in), encoded
 * once. The router's string recipe (renderSsrHtmlResponse) encodes it into that stream, decodes
 * the stream back into a string and has Response encode it again: three passes over some 150 KB
 * of HTML, about a tenth of a category page's server time.
 */
const handler = defineHandlerCallback(({ request, router, responseHeaders }) => {
  let html: string;
  try {
    html = renderWithStyles(router);
  } catch (error) {
    console.error('Render to string error:', error);
    router.serverSsr?.cleanup();
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders });
  }
  const page = new ReadableStream<string>({
    start(controller) {
      controller.enqueue(html);
      controller.close();
    },
  });
  const body = transformReadableStreamWithRouter(router, page, { signal: request.signal });
  return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }));
});

const startHandler = createStartHandler(handler);

/**
 * The messages' files (messages.ts), else Start: server functions and pages. `redactText` is the
 * log redaction the production server (serve.mjs, which is not bundled) applies to all it prints.
 */
export default {
  fetch: (request: Request) => messagesResponse(request) ?? startHandler(request),
  redactText,
};
