import { createStartHandler } from '@tanstack/react-start/server';
import { redactText } from '@shop/locale';
import { messagesResponse } from './messages';
import { configureServerApi } from './server/api-context';
import { renderPage } from './server/render-page';

configureServerApi();

const startHandler = createStartHandler(renderPage);

/**
 * The messages' files (messages.ts), else Start: server functions and pages. `redactText` is the
 * log redaction the production server (serve.mjs, which is not bundled) applies to all it prints.
 */
export default {
  fetch: (request: Request) => messagesResponse(request) ?? startHandler(request),
  redactText,
};
