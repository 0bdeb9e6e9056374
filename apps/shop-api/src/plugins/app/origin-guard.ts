import fp from 'fastify-plugin';
import { publicOrigin } from '../../config/env';
import { forbidden } from '../../http/problem';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * CSRF defence: browsers send Origin with every state-changing request, so a write whose Origin is
 * neither the storefront (PUBLIC_URL) nor the API itself is refused. Requests without Origin
 * (server-to-server: SSR loaders, payment webhooks, curl) pass; they carry no ambient cookies.
 */
export default fp(
  async (app) => {
    const { API_HOST: host, API_PORT: port } = app.env;
    const allowed = new Set([publicOrigin(app.env)]);
    const apiHosts = LOOPBACK.has(host) || host === '0.0.0.0' || host === '::' ? [...LOOPBACK] : [host];
    for (const name of apiHosts) {
      const hostPart = name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
      allowed.add(`http://${hostPart}:${port}`);
    }

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined || allowed.has(origin)) return;
      throw forbidden('Cross-origin writes are refused.');
    });
  },
  { name: 'origin-guard', dependencies: ['env', 'problem'] },
);
