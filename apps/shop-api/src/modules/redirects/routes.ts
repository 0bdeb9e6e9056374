import fp from 'fastify-plugin';
import type { RoutesInstance } from '../../http/validate';
import { REDIRECTS_CACHE_CONTROL } from './constants';
import { redirectRulesAnswer } from './service';

/** Whether an If-None-Match header names the ETag (a list, `*`, or the weak form all count). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** `GET /api/v1/redirects`: every rule for the storefront's server, 304 while its copy is current. */
export default fp(
  async (app: RoutesInstance) => {
    app.get('/api/v1/redirects', async (request, reply) => {
      const { body, etag } = await redirectRulesAnswer(app.db);
      reply.header('etag', etag).header('cache-control', REDIRECTS_CACHE_CONTROL);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return body;
    });
  },
  { name: 'redirect-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
