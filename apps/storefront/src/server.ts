import { createStartHandler } from '@tanstack/react-start/server';
import { messagesResponse } from './messages';
import { configureServerApi } from './server/api-context';
import { renderPage } from './server/render-page';

configureServerApi();

const startHandler = createStartHandler(renderPage);

/** The messages' files (messages.ts), else Start: server functions and pages. */
export default {
  fetch: (request: Request) => messagesResponse(request) ?? startHandler(request),
};
