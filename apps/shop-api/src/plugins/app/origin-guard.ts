import fp from 'fastify-plugin';
import { publicOrigin } from '../../config/env';
import { forbidden } from '../../http/problem';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** An origin as browsers send it: IPv6 addresses in brackets, no port when it is the default one. */
function originOf(protocol: string, host: string, port: string): string {
  const hostPart = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `${protocol}//${hostPart}${port ? `:${port}` : ''}`;
}

/**
 * CSRF defence: browsers send Origin with every state-changing request, so a write whose Origin is
 * neither the storefront (PUBLIC_URL, under any loopback name when that is one) nor the API itself
 * is refused. Requests without Origin (server-to-server: SSR loaders, payment webhooks, curl) pass;
 * they carry no ambient cookies.
 */
export default fp(
  async (app) => {
    const { API_HOST: host, API_PORT: port } = app.env;
    const storefront = new URL(publicOrigin(app.env));
    const allowed = new Set([storefront.origin]);
    // A shop on this machine (PUBLIC_URL on a loopback name) answers under each loopback name on
    // its port: opened as http://127.0.0.1:3000 when it printed http://localhost:3000, its cart
    // and sign-in must still work. No other site can serve pages from this machine's port.
    if (LOOPBACK.has(storefront.hostname)) {
      for (const name of LOOPBACK) allowed.add(originOf(storefront.protocol, name, storefront.port));
    }
    const apiHosts = LOOPBACK.has(host) || host === '0.0.0.0' || host === '::' ? [...LOOPBACK] : [host];
    for (const name of apiHosts) allowed.add(originOf('http:', name, String(port)));

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined || allowed.has(origin)) return;
      throw forbidden('Cross-origin writes are refused.');
    });
  },
  { name: 'origin-guard', dependencies: ['env', 'problem'] },
);
