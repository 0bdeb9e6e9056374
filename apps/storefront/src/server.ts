import { createStartHandler } from '@tanstack/react-start/server';
import { redactText } from '@shop/locale';
import { messagesResponse } from './messages';
import { configureServerApi, serverApiBaseUrl } from './server/api-context';
import { apiRedirectRulesFetch, createRedirectRulesCopy, redirectResponse } from './server/redirect-rules';
import { renderPage } from './server/render-page';

configureServerApi();

const startHandler = createStartHandler(renderPage);

// The server redirect rules, applied before anything is rendered (the spec's "server-defined
// redirect rules apply per path"); a failed refresh keeps the last copy and says so once per ask.
const redirectRules = createRedirectRulesCopy(
  apiRedirectRulesFetch(serverApiBaseUrl(), process.env['APP_ACCESS_TOKEN']),
  {
    onError: (error) => console.error('Redirect rules not refreshed:', error instanceof Error ? error.message : error),
  },
);

/**
 * Redirect rules, then the messages' files (messages.ts), else Start: server functions and pages.
 * `redactText` is the log redaction the production server (serve.mjs, which is not bundled)
 * applies to all it prints.
 */
export default {
  fetch: async (request: Request) =>
    (await redirectResponse(redirectRules, request)) ?? messagesResponse(request) ?? startHandler(request),
  redactText,
};
