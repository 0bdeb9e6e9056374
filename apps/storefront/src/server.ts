import { createStartHandler } from '@tanstack/react-start/server';
import { defineHandlerCallback, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server';
import { StartServer } from '@tanstack/react-start/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { configureServerApi } from './server/api-context';

configureServerApi();

/**
 * Renders the page to a string with styled-components collecting the styles, so the first HTML
 * already holds every style rule in <head> (styled-components has no streaming recipe for Start).
 */
const renderWithStyles = defineHandlerCallback(({ router, responseHeaders }) =>
  renderSsrHtmlResponse({
    router,
    responseHeaders,
    render: () => {
      const sheet = new ServerStyleSheet();
      try {
        const html = renderToString(sheet.collectStyles(createElement(StartServer, { router })));
        return html.replace('</head>', `${sheet.getStyleTags()}</head>`);
      } finally {
        sheet.seal();
      }
    },
  }),
);

export default { fetch: createStartHandler(renderWithStyles) };
