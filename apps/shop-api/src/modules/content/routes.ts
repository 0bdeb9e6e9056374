import fp from 'fastify-plugin';
import { ContentPageKey, GetAboutUsPageQueryParams, GetHomePageQueryParams } from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { contentPage, homePage } from './service';

/** API path → content page key: the key itself, but the size guide is served at /size-table, as the spec names it. */
const CONTENT_ROUTES: ReadonlyArray<[string, ContentPageKey]> = ContentPageKey.options.map((key) => [
  key === 'size-guide' ? 'size-table' : key,
  key,
]);

export default fp(
  async (app: RoutesInstance) => {
    app.get('/api/v1/home', { schema: { querystring: GetHomePageQueryParams } }, async (request) => {
      const { query } = request;
      return homePage(app.db, requestLocale(request, query.lang));
    });

    for (const [path, key] of CONTENT_ROUTES) {
      // Every content page takes the same query (`lang`), so one generated schema serves all.
      app.get(`/api/v1/${path}`, { schema: { querystring: GetAboutUsPageQueryParams } }, async (request) => {
        const { query } = request;
        return contentPage(app.db, key, requestLocale(request, query.lang));
      });
    }
  },
  { name: 'content-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
