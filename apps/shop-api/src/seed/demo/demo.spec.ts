import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { demoCatalogue } from './catalogue';
import { demoContentPages, demoSettings } from './content';
import { generateCatalogue } from './generate';
import { garmentSvg, renderGarmentImage } from './images';
import { garmentShapes } from './shapes';
import type { DemoCatalogue, LocalisedText } from './types';

const CYRILLIC = /[А-Яа-яЁё]/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const c = demoCatalogue;
const variants = c.products.flatMap((p) => p.variants);

function expectLocalised(text: LocalisedText, where: string): void {
  expect(text.en.trim(), `${where} (en)`).not.toBe('');
  expect(text.ru.trim(), `${where} (ru)`).not.toBe('');
  expect(text.ru, `${where} (ru) has Cyrillic`).toMatch(CYRILLIC);
}

/** Every localised text in a catalogue, with where it came from. */
function localisedTexts(catalogue: DemoCatalogue): [string, LocalisedText][] {
  return [
    ...catalogue.categories.flatMap((x): [string, LocalisedText][] => [
      [`category ${x.key} name`, x.name],
      [`category ${x.key} seo`, x.seoDescription],
    ]),
    ...catalogue.colors.map((x): [string, LocalisedText] => [`colour ${x.key}`, x.name]),
    ...catalogue.products.flatMap((x): [string, LocalisedText][] => [
      [`product ${x.key} name`, x.name],
      [`product ${x.key} description`, x.description],
      [`product ${x.key} material`, x.material],
    ]),
    ...catalogue.deliveryMethods.flatMap((x): [string, LocalisedText][] => [
      [`delivery ${x.code} name`, x.name],
      [`delivery ${x.code} description`, x.description],
    ]),
    ...catalogue.paymentMethods.flatMap((x): [string, LocalisedText][] => [
      [`payment ${x.code} name`, x.name],
      [`payment ${x.code} description`, x.description],
    ]),
    ...catalogue.sizeCharts.flatMap((x): [string, LocalisedText][] => [
      [`size chart ${x.categoryKey} title`, x.title],
      ...x.columns.map((col, i): [string, LocalisedText] => [`size chart ${x.categoryKey} column ${i}`, col]),
    ]),
  ];
}

describe('demo catalogue', () => {
  it('has a two-level category tree of at least 10 categories', () => {
    const keys = new Set(c.categories.map((x) => x.key));
    const top = c.categories.filter((x) => x.parentKey === null);
    expect(c.categories.length).toBeGreaterThanOrEqual(10);
    expect(keys.size).toBe(c.categories.length);
    expect(top.length).toBeGreaterThanOrEqual(4);
    for (const child of c.categories.filter((x) => x.parentKey !== null)) {
      const parent = c.categories.find((x) => x.key === child.parentKey);
      expect(parent, child.key).toBeDefined();
      expect(parent?.parentKey, `${child.key} is on the second level`).toBeNull();
      expect(child.uri.startsWith(`${parent?.uri}/`)).toBe(true);
    }
    for (const parent of top) expect(c.categories.some((x) => x.parentKey === parent.key)).toBe(true);
    expect(new Set(c.categories.map((x) => x.uri)).size).toBe(c.categories.length);
  });

  it('has enough products, variants, discounts, sold-out stock and reviews', () => {
    expect(c.products.length).toBeGreaterThanOrEqual(60);
    expect(variants.length).toBeGreaterThanOrEqual(400);
    const soldOut = variants.filter((v) => v.stock === 0).length;
    expect(soldOut).toBeGreaterThan(0);
    expect(soldOut / variants.length).toBeLessThan(0.15);
    expect(variants.some((v) => v.stock > 0)).toBe(true);
    const discounted = c.products.filter((p) => p.discountPercent > 0).length;
    expect(discounted).toBeGreaterThan(c.products.length / 5);
    expect(discounted).toBeLessThan(c.products.length / 2);
    expect(c.reviews.length).toBeGreaterThanOrEqual(100);
    expect(new Set(c.reviews.map((r) => r.productKey)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(c.reviews.map((r) => r.rating)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(c.reviews.map((r) => r.locale))).toEqual(new Set(['en', 'ru']));
  });

  it('has a few whole colours sold out', () => {
    const wholeColoursSoldOut = c.products.flatMap((p) =>
      [...new Set(p.variants.map((v) => v.colorKey))].filter((color) =>
        p.variants.filter((v) => v.colorKey === color).every((v) => v.stock === 0),
      ),
    );
    expect(wholeColoursSoldOut.length).toBeGreaterThanOrEqual(3);
  });

  it('has unique slugs, keys and skus, and url-safe slugs', () => {
    expect(new Set(c.products.map((p) => p.slug)).size).toBe(c.products.length);
    expect(new Set(c.products.map((p) => p.key)).size).toBe(c.products.length);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    for (const p of c.products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('references only colours, sizes, categories and products that exist', () => {
    const colors = new Set(c.colors.map((x) => x.key));
    const sizes = new Set(c.sizes.map((x) => x.key));
    const categories = new Set(c.categories.map((x) => x.key));
    const products = new Set(c.products.map((x) => x.key));
    for (const p of c.products) {
      expect(categories.has(p.categoryKey), p.key).toBe(true);
      for (const v of p.variants) {
        expect(colors.has(v.colorKey), v.sku).toBe(true);
        expect(sizes.has(v.sizeKey), v.sku).toBe(true);
      }
    }
    for (const r of c.reviews) expect(products.has(r.productKey)).toBe(true);
    for (const chart of c.sizeCharts) expect(categories.has(chart.categoryKey)).toBe(true);
    const deliveries = new Set(c.deliveryMethods.map((d) => d.code));
    for (const pay of c.paymentMethods)
      for (const code of pay.deliveryMethodCodes ?? []) expect(deliveries.has(code)).toBe(true);
  });

  it('keeps prices, discounts, stock and ratings in range', () => {
    for (const p of c.products) {
      expect(Number.isInteger(p.priceMinor)).toBe(true);
      expect(p.priceMinor).toBeGreaterThanOrEqual(990);
      expect(p.priceMinor).toBeLessThanOrEqual(11_900);
      expect(p.discountPercent === 0 || (p.discountPercent >= 10 && p.discountPercent <= 40)).toBe(true);
      expect(p.variants.length).toBeGreaterThan(0);
      for (const v of p.variants) expect(Number.isInteger(v.stock) && v.stock >= 0).toBe(true);
    }
    for (const r of c.reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.authorName).not.toBe('');
      expect(r.text).not.toContain('{color}');
      if (r.locale === 'ru') expect(r.text).toMatch(CYRILLIC);
    }
  });

  it('has every text in English and Russian', () => {
    for (const [where, text] of localisedTexts(c)) expectLocalised(text, where);
  });

  it('has the promo codes the demo needs', () => {
    const byCode = new Map(c.promoCodes.map((p) => [p.code, p]));
    expect([...byCode.keys()].sort()).toEqual(
      ['EXPIRED', 'FREESHIP', 'MINUS5', 'ONCE', 'SALE', 'SUMMER20', 'WELCOME10'].sort(),
    );
    expect(byCode.get('WELCOME10')).toMatchObject({ type: 'percentage', value: 10 });
    expect(byCode.get('SUMMER20')).toMatchObject({ type: 'percentage', value: 20, minCartMinor: 5000 });
    expect(byCode.get('FREESHIP')).toMatchObject({ type: 'free_delivery' });
    expect(byCode.get('MINUS5')).toMatchObject({ type: 'fixed', value: 500, minCartMinor: 3000 });
    expect(byCode.get('ONCE')).toMatchObject({ usageLimit: 1 });
    const expired = byCode.get('EXPIRED');
    expect(expired?.validForDays).not.toBeNull();
    expect((expired?.validForDays ?? 0) < (expired?.validFromDaysAgo ?? 0)).toBe(true);
    expect(byCode.get('SALE')?.redirect).toBe('/catalog/women');
  });

  it('has delivery and payment methods', () => {
    expect(c.deliveryMethods.map((d) => d.type).sort()).toEqual(['courier', 'pickup', 'pickup', 'post']);
    for (const d of c.deliveryMethods) {
      expect(d.zones.length).toBeGreaterThan(0);
      for (const z of d.zones) {
        expect(z.minDays).toBeLessThanOrEqual(z.maxDays);
        for (const country of z.countries) expect(country).toMatch(/^[A-Z]{2}$/);
      }
    }
    expect(c.paymentMethods.some((p) => p.provider === 'test' && p.online)).toBe(true);
    expect(c.paymentMethods.some((p) => p.provider === 'stripe')).toBe(true);
    expect(c.paymentMethods.some((p) => !p.online)).toBe(true);
  });

  it('has size charts for women, men and kids with full rows', () => {
    expect(c.sizeCharts.map((s) => s.categoryKey).sort()).toEqual(['kids', 'men', 'women']);
    for (const chart of c.sizeCharts)
      for (const row of chart.rows) expect(row.values.length).toBe(chart.columns.length);
  });

  it('is deterministic and never uses Math.random', async () => {
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    try {
      vi.resetModules();
      const again = await import('./catalogue');
      expect(again.demoCatalogue).not.toBe(c);
      expect(JSON.stringify(again.demoCatalogue)).toBe(JSON.stringify(c));
      expect(random).not.toHaveBeenCalled();
    } finally {
      random.mockRestore();
    }
  });
});

describe('content pages and settings', () => {
  const keys = [
    'home',
    'about-us',
    'contacts',
    'affiliate',
    'size-table',
    'distribution',
    'delivery-and-returns',
    'terms-and-conditions',
    'privacy-policy',
    'cookies-policy',
    'payment-policy',
    'gpsr',
  ];

  it('has all twelve pages with the storefront paths', () => {
    expect(demoContentPages.map((p) => p.key).sort()).toEqual([...keys].sort());
    const path = new Map(demoContentPages.map((p) => [p.key, p.path]));
    expect(path.get('home')).toBe('/');
    expect(path.get('size-table')).toBe('/size-guide');
    expect(path.get('gpsr')).toBe('/gpsr');
  });

  it('has every page in English and Russian, with safe links only', () => {
    for (const page of demoContentPages) {
      for (const field of ['title', 'seoDescription', 'h1', 'html'] as const)
        expectLocalised(page[field], `${page.key} ${field}`);
      for (const html of [page.html.en, page.html.ru]) {
        expect(html).not.toMatch(/<script|on\w+=|javascript:/i);
        for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(\/|mailto:|tel:)/);
      }
      for (const [, href] of page.html.ru.matchAll(/href="(\/[^"]*)"/g)) expect(href?.startsWith('/ru/')).toBe(true);
    }
    const sizeGuide = demoContentPages.find((p) => p.key === 'size-table');
    expect(sizeGuide?.html.en).toContain('<table>');
    expect(demoContentPages.find((p) => p.key === 'delivery-and-returns')?.html.en).toContain('14 days');
  });

  it('has the shop settings', () => {
    expect(demoSettings.address.country).toBe('FI');
    expect(demoSettings.phone.startsWith('+358')).toBe(true);
    expect(demoSettings.currency).toEqual({ code: 'EUR', sign: '€' });
    expect(demoSettings.gpsrEnabled).toBe(true);
    for (const url of Object.values(demoSettings.social)) expect(url).toMatch(/^https:\/\//);
    expectLocalised(demoSettings.companyText, 'companyText');
  });
});

describe('generateCatalogue', () => {
  it('returns the requested number of products, deterministically for a seed', () => {
    const a = generateCatalogue({ products: 1000, seed: 7 });
    const b = generateCatalogue({ products: 1000, seed: 7 });
    const other = generateCatalogue({ products: 1000, seed: 8 });
    expect(a.products).toHaveLength(1000);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a.products)).not.toBe(JSON.stringify(other.products));
    expect(a.products.slice(0, c.products.length)).toEqual(c.products);
  });

  it('keeps slugs and skus unique and references valid', () => {
    const g = generateCatalogue({ products: 3000 });
    const all = g.products.flatMap((p) => p.variants);
    const colors = new Set(g.colors.map((x) => x.key));
    const sizes = new Set(g.sizes.map((x) => x.key));
    const categories = new Set(g.categories.map((x) => x.key));
    expect(new Set(g.products.map((p) => p.slug)).size).toBe(g.products.length);
    expect(new Set(g.products.map((p) => p.key)).size).toBe(g.products.length);
    expect(new Set(all.map((v) => v.sku)).size).toBe(all.length);
    for (const p of g.products) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(categories.has(p.categoryKey)).toBe(true);
      expect(p.priceMinor).toBeGreaterThanOrEqual(990);
      expect(p.priceMinor).toBeLessThanOrEqual(11_900);
      expectLocalised(p.name, p.key);
      expectLocalised(p.description, p.key);
      for (const v of p.variants) {
        expect(colors.has(v.colorKey)).toBe(true);
        expect(sizes.has(v.sizeKey)).toBe(true);
      }
    }
  });

  it('returns fewer products than the demo when asked to', () => {
    const small = generateCatalogue({ products: 10 });
    expect(small.products).toHaveLength(10);
    const keys = new Set(small.products.map((p) => p.key));
    expect(small.reviews.every((r) => keys.has(r.productKey))).toBe(true);
  });

  // Its speed is a benchmark's (`npm run bench:catalog` seeds it), not a timed unit test's.
  it('generates 20,000 distinct products, the same for the same seed', () => {
    const big = generateCatalogue({ products: 20_000, seed: 42 });
    expect(big.products).toHaveLength(20_000);
    expect(new Set(big.products.map((product) => product.key)).size).toBe(20_000);
    expect(generateCatalogue({ products: 20_000, seed: 42 }).products.at(-1)).toEqual(big.products.at(-1));
  });
});

describe('garment images', () => {
  it.each(garmentShapes)('draws a valid SVG for %s', (shape) => {
    const svg = garmentSvg(shape, '#ff6f61', 1200);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toContain('undefined');
    expect(svg).not.toContain('NaN');
    expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThan(0);
    expect(garmentSvg(shape, '#ff6f61', 1200)).toBe(svg);
    expect(garmentSvg(shape, '#1f2a44', 1200)).not.toBe(svg);
  });

  it('rejects a colour that is not hex', () => {
    expect(() => garmentSvg('cap', 'red"/><script>')).toThrow();
  });

  it('renders a 1200×1200 PNG', async () => {
    const png = await renderGarmentImage('one-piece', '#2ec4b6');
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(1200);
  });

  it('renders every shape, and a smaller size on request', async () => {
    for (const shape of garmentShapes) {
      const png = await renderGarmentImage(shape, '#1c1c1e', 240);
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height], shape).toEqual([240, 240]);
    }
  });
});
