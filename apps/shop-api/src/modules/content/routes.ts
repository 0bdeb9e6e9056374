import fp from 'fastify-plugin';
import { GetAboutUsPageQueryParams, GetHomePageQueryParams } from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { contentPage, homePage, type ContentPageKey } from './service';

/** API path → content page key (the size guide is served at /size-table, as the spec names it). */
const CONTENT_ROUTES: ReadonlyArray<[string, ContentPageKey]> = [
  ['about-us', 'about-us'],
  ['contacts', 'contacts'],
  ['affiliate', 'affiliate'],
  ['size-table', 'size-guide'],
  ['distribution', 'distribution'],
  ['delivery-and-returns', 'delivery-and-returns'],
  ['terms-and-conditions', 'terms-and-conditions'],
  ['privacy-policy', 'privacy-policy'],
  ['cookies-policy', 'cookies-policy'],
  ['payment-policy', 'payment-policy'],
  ['gpsr', 'gpsr'],
];

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
