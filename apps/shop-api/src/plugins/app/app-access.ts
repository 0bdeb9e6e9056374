import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { unauthorized } from '../../http/problem';

/** The header the storefront (its proxy and its server-side calls) sends the token in. */
export const APP_ACCESS_TOKEN_HEADER = 'x-app-access-token';

/** Liveness probes come from the host, not through the storefront; /metrics has its own guard (loopback or METRICS_TOKEN). */
const OPEN_PATHS = new Set(['/healthz', '/metrics']);

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * When APP_ACCESS_TOKEN is set, only callers that know it reach the API: the storefront's proxy
 * adds it to every request it forwards and its server-side rendering sends it too, so the API's
 * own port answers nobody else (401 in the one error shape). Unset, the API is open as before.
 */
export default fp(
  async (app) => {
    const token = app.env.APP_ACCESS_TOKEN;
    if (!token) return;
    const expected = digest(token);
    app.addHook('onRequest', async (request) => {
      if (OPEN_PATHS.has(request.url.split('?')[0] ?? '')) return;
      const sent = request.headers[APP_ACCESS_TOKEN_HEADER];
      // Compare digests: equal length, constant time.
      if (typeof sent === 'string' && timingSafeEqual(digest(sent), expected)) return;
      throw unauthorized("This API answers the shop's storefront only: the app access token is missing or wrong.");
    });
  },
  { name: 'app-access', dependencies: ['env', 'problem'] },
);
