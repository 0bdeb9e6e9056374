import fp from 'fastify-plugin';
import { LOCALES, localizePath } from '@shop/locale';
import { listCategories } from '../catalog/service';
import { FOOTER_PAGES, loadShopSettings } from '../config/service';

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );
}

/** robots.txt and sitemap.xml of the storefront, served through its /robots.txt and /sitemap.xml. */
export default fp(
  async (app) => {
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

    app.get('/sitemap.xml', async (_request, reply) => {
      const settings = await loadShopSettings(app.db);
      const categories = await listCategories(app.db, 'en');
      const paths = [
        '/',
        ...FOOTER_PAGES.filter((key) => key !== 'gpsr' || settings.gpsrEnabled).map((key) => `/${key}`),
        ...categories.filter((row) => row.active === 1).map((row) => `/catalog/${row.path}`),
      ];
      // Each page is listed once per language, with its alternates.
      const urls = paths.flatMap((path) =>
        LOCALES.map((locale) => {
          const alternates = LOCALES.map(
            (alt) =>
              `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(origin + localizePath(path, alt))}"/>`,
          ).join('');
          return `<url><loc>${escapeXml(origin + localizePath(path, locale))}</loc>${alternates}</url>`;
        }),
      );
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
    });
  },
  { name: 'seo-routes', dependencies: ['db', 'env', 'problem'], encapsulate: true },
);
