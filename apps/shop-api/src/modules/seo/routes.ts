import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetSitemapPartParams } from '@shop/api-schemas';
import { notFound } from '../../http/problem';
import { sitemapPart, sitemapRoot, type SitemapDocument } from './service';
import { SITEMAP_LIMITS, type SitemapLimits } from './sitemap';

/** Crawlers read the sitemap often enough; an hour keeps a new product from waiting long. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

export interface SeoRoutesOptions {
  /** The sitemap's limits per file (the protocol's by default; tests lower them). */
  sitemapLimits?: SitemapLimits;
}

/** robots.txt, sitemap.xml and its parts of the storefront, served through its own paths of those names. */
const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, options) => {
  const limits = options.sitemapLimits ?? SITEMAP_LIMITS;
  const origin = new URL(app.env.PUBLIC_URL).origin;

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /cart',
      'Disallow: /order',
      'Disallow: /profile',
      'Disallow: /ru/cart',
      'Disallow: /ru/order',
      'Disallow: /ru/profile',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  const answer = (document: SitemapDocument) =>
    document.kind === 'index' ? document.xml : Readable.from(document.chunks);

  app.get('/sitemap.xml', async (_request, reply) => {
    const document = await sitemapRoot(app.db, origin, limits);
    reply.type('application/xml; charset=utf-8').header('Cache-Control', SITEMAP_CACHE_CONTROL);
    return answer(document);
  });

  app.get('/sitemaps/:part.xml', { schema: { params: GetSitemapPartParams } }, async (request, reply) => {
    const document = await sitemapPart(app.db, origin, request.params.part, limits);
    if (!document) throw notFound('The sitemap has no such part.');
    reply.type('application/xml; charset=utf-8').header('Cache-Control', SITEMAP_CACHE_CONTROL);
    return answer(document);
  });
};

export default fp(seoRoutes, { name: 'seo-routes', dependencies: ['db', 'env', 'problem'], encapsulate: true });
