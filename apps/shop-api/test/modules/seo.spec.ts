import { expect, it } from 'vitest';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract } from '../helpers/contract';
import seoRoutes from '../../src/modules/seo/routes';

const ORIGIN = 'https://shop.example';

interface SitemapEntry {
  loc: string;
  lastmod: string;
  images: string[];
  alternates: Record<string, string>;
}

/** The `<url>` entries of a sitemap: each location and its hreflang alternates. */
function sitemapEntries(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner = '']) => {
    const locs = [...inner.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs, inner).toHaveLength(1);
    const links = [...inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    return {
      loc: locs[0] ?? '',
      lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(inner)?.[1] ?? '',
      images: [...inner.matchAll(/<image:image><image:loc>([^<]*)<\/image:loc><\/image:image>/g)].map(
        (match) => match[1] ?? '',
      ),
      alternates: Object.fromEntries(links.map((match) => [match[1] ?? '', match[2] ?? ''])),
    };
  });
}

async function getSitemap(shop: TestShop, url = '/sitemap.xml'): Promise<{ xml: string; entries: SitemapEntry[] }> {
  const response = await shop.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  const operation = url.includes('/sitemaps/') ? '/sitemaps/{part}.xml' : '/sitemap.xml';
  const xml = expectMatchesContract('GET', operation, response) as string;
  return { xml, entries: sitemapEntries(xml) };
}

/** The products a shopper can open, read without the sitemap's own query: active, in an active category, with an active variant. */
async function openableProducts(shop: TestShop) {
  const rows = await shop.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('product_variants as v', 'v.product_id', 'p.id')
    .select(['p.id', 'p.slug', 'c.path'])
    .where('p.active', '=', 1)
    .where('c.active', '=', 1)
    .where('v.active', '=', 1)
    .distinct()
    .execute();
  return rows.map((row) => ({ id: row.id, path: `/catalog/${row.path}/${row.slug}` }));
}

const bothLanguages = (path: string) => [`${ORIGIN}${path}`, `${ORIGIN}${path === '/' ? '/ru/' : `/ru${path}`}`];

/** A test's own copy of the SEO routes under /small, with limits low enough to need an index. */
const SMALL_LIMITS = { maxUrls: 25, maxBytes: 52_428_800 };

describeEachDatabase(
  'robots.txt and sitemap.xml',
  (shop) => {
    it('serves robots.txt that keeps private pages and the API out and points to the absolute sitemap', async () => {
      const response = await shop().app.inject({ method: 'GET', url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = (expectMatchesContract('GET', '/robots.txt', response) as string).split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const path of ['/api/', '/cart', '/order', '/profile', '/ru/cart', '/ru/order', '/ru/profile'])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      // Nothing public is disallowed.
      expect(lines.filter((line) => /^Disallow: \/?$/.test(line))).toEqual([]);
    });

    it('serves a sitemap listing every public page in en and ru, absolute, with hreflang alternates', async () => {
      const { xml, entries } = await getSitemap(shop());
      expect(
        xml.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
        ),
      ).toBe(true);
      expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);

      const categories = await shop().db.selectFrom('categories').select('path').where('active', '=', 1).execute();
      const pages = [
        '/',
        '/about-us',
        '/contacts',
        '/delivery-and-returns',
        '/payment-policy',
        '/size-guide',
        '/distribution',
        '/affiliate',
        '/terms-and-conditions',
        '/privacy-policy',
        '/cookies-policy',
        '/gpsr',
        '/catalog/all',
        ...categories.map((row) => `/catalog/${row.path}`),
        ...(await openableProducts(shop())).map((product) => product.path),
      ];
      const expected = pages.flatMap(bothLanguages);
      const locs = entries.map((entry) => entry.loc);
      expect(new Set(locs).size).toBe(locs.length);
      expect([...locs].sort()).toEqual([...expected].sort());

      for (const entry of entries) {
        expect(entry.loc.startsWith(`${ORIGIN}/`)).toBe(true);
        expect(Object.keys(entry.alternates).sort()).toEqual(['en', 'ru', 'x-default']);
        expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
        const english = entry.alternates['en'] ?? '';
        expect(entry.alternates['x-default']).toBe(english);
        expect(entry.alternates['ru']).toBe(
          english === `${ORIGIN}/` ? `${ORIGIN}/ru/` : english.replace(ORIGIN, `${ORIGIN}/ru`),
        );
        expect(english).not.toMatch(/^https:\/\/shop\.example\/ru\//);
        expect(Object.values(entry.alternates)).toContain(entry.loc);
      }
    });

    it('lists each product with its main picture, absolute, and leaves out products a shopper cannot open', async () => {
      const products = await openableProducts(shop());
      const [hidden, soldOut, shown] = products;
      if (!hidden || !soldOut || !shown) throw new Error('the demo has too few products');
      const firstImage = await shop()
        .db.selectFrom('product_images')
        .select('path')
        .where('product_id', '=', shown.id)
        .orderBy('sort')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await shop().db.updateTable('products').set({ active: 0 }).where('id', '=', hidden.id).execute();
      await shop().db.updateTable('product_variants').set({ active: 0 }).where('product_id', '=', soldOut.id).execute();
      try {
        const { entries } = await getSitemap(shop());
        const locs = entries.map((entry) => entry.loc);
        for (const path of [hidden.path, soldOut.path])
          for (const loc of bothLanguages(path)) expect(locs).not.toContain(loc);
        for (const loc of bothLanguages(shown.path)) {
          const entry = entries.find((candidate) => candidate.loc === loc);
          expect(entry?.images).toEqual([`${ORIGIN}/_img/${firstImage.path}`]);
        }
        const image = await shop().app.inject({ method: 'GET', url: `/_img/${firstImage.path}` });
        expect(image.statusCode).toBe(200);
      } finally {
        await shop().db.updateTable('products').set({ active: 1 }).where('id', '=', hidden.id).execute();
        await shop()
          .db.updateTable('product_variants')
          .set({ active: 1 })
          .where('product_id', '=', soldOut.id)
          .execute();
      }
    });

    it('becomes an index of parts within the URL limit, which together list every URL once; a part past the last is 404', async () => {
      const whole = (await getSitemap(shop())).entries.map((entry) => entry.loc);
      expect(whole.length).toBeGreaterThan(SMALL_LIMITS.maxUrls * 2);
      expect((await shop().app.inject({ method: 'GET', url: '/sitemaps/1.xml' })).statusCode).toBe(404);

      const index = await shop().app.inject({ method: 'GET', url: '/small/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      const indexXml = expectMatchesContract('GET', '/sitemap.xml', index) as string;
      expect(indexXml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      const partLocs = [...indexXml.matchAll(/<sitemap><loc>([^<]*)<\/loc><lastmod>[^<]+<\/lastmod><\/sitemap>/g)].map(
        (match) => match[1] ?? '',
      );
      const count = Math.ceil(whole.length / SMALL_LIMITS.maxUrls);
      expect(partLocs).toEqual(Array.from({ length: count }, (_, index) => `${ORIGIN}/sitemaps/${index + 1}.xml`));

      const listed: string[] = [];
      for (const loc of partLocs) {
        const { entries } = await getSitemap(shop(), loc.replace(ORIGIN, '/small'));
        expect(entries.length).toBeLessThanOrEqual(SMALL_LIMITS.maxUrls);
        listed.push(...entries.map((entry) => entry.loc));
      }
      expect(listed).toEqual(whole);

      const past = await shop().app.inject({ method: 'GET', url: `/small/sitemaps/${count + 1}.xml` });
      expect(past.statusCode).toBe(404);
      expect(past.headers['content-type']).toMatch(/^application\/problem\+json/);
      expectMatchesContract('GET', '/sitemaps/{part}.xml', past);
      expect((await shop().app.inject({ method: 'GET', url: '/small/sitemaps/0.xml' })).statusCode).toBe(400);
    });

    it('leaves gpsr out of the sitemap while it is disabled', async () => {
      const row = await shop()
        .db.selectFrom('settings')
        .select('value')
        .where('key', '=', 'gpsrEnabled')
        .executeTakeFirstOrThrow();
      await shop().db.updateTable('settings').set({ value: 'false' }).where('key', '=', 'gpsrEnabled').execute();
      try {
        const { entries } = await getSitemap(shop());
        expect(entries.map((entry) => entry.loc).filter((loc) => loc.endsWith('/gpsr'))).toEqual([]);
        expect(entries.length).toBeGreaterThan(10);
      } finally {
        await shop().db.updateTable('settings').set({ value: row.value }).where('key', '=', 'gpsrEnabled').execute();
      }
      expect((await getSitemap(shop())).entries.map((entry) => entry.loc)).toContain(`${ORIGIN}/ru/gpsr`);
    });
  },
  {
    env: { PUBLIC_URL: `${ORIGIN}/some/path` },
    extend: async (app) => {
      await app.register(async (scope) => scope.register(seoRoutes, { sitemapLimits: SMALL_LIMITS }), {
        prefix: '/small',
      });
    },
  },
);
