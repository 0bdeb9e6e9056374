import { expect, it } from 'vitest';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract } from '../helpers/contract';

const ORIGIN = 'https://shop.example';

interface SitemapEntry {
  loc: string;
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
      alternates: Object.fromEntries(links.map((match) => [match[1] ?? '', match[2] ?? ''])),
    };
  });
}

async function getSitemap(shop: TestShop): Promise<{ xml: string; entries: SitemapEntry[] }> {
  const response = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const xml = expectMatchesContract('GET', '/sitemap.xml', response) as string;
  return { xml, entries: sitemapEntries(xml) };
}

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
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
        ...categories.map((row) => `/catalog/${row.path}`),
      ];
      const expected = pages.flatMap((path) => [
        `${ORIGIN}${path}`,
        `${ORIGIN}${path === '/' ? '/ru/' : `/ru${path}`}`,
      ]);
      const locs = entries.map((entry) => entry.loc);
      expect(new Set(locs).size).toBe(locs.length);
      expect([...locs].sort()).toEqual([...expected].sort());

      for (const entry of entries) {
        expect(entry.loc.startsWith(`${ORIGIN}/`)).toBe(true);
        expect(Object.keys(entry.alternates).sort()).toEqual(['en', 'ru']);
        const english = entry.alternates['en'] ?? '';
        expect(entry.alternates['ru']).toBe(
          english === `${ORIGIN}/` ? `${ORIGIN}/ru/` : english.replace(ORIGIN, `${ORIGIN}/ru`),
        );
        expect(english).not.toMatch(/^https:\/\/shop\.example\/ru\//);
        expect(Object.values(entry.alternates)).toContain(entry.loc);
      }
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
  { env: { PUBLIC_URL: `${ORIGIN}/some/path` } },
);
