import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../src/config/repo-root';
import { createDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { foldText } from '../../src/lib/fold';
import { demoCatalogue, demoContentPages, demoSettings } from '../../src/seed/demo';
import { ordersHeld, PRODUCT_IMAGE_FOLDER, seedDemo } from '../../src/seed/seed';
import { buildTestApp, describeEachDatabase, type TestShop } from '../helpers/build-app';
import { checkoutForm, placeOrder } from '../helpers/checkout';

async function count(shop: TestShop, table: keyof Database): Promise<number> {
  const row = await shop.db.selectFrom(table).select(shop.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const demoVariants = demoCatalogue.products.reduce((sum, product) => sum + product.variants.length, 0);

function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo has no ${what}`);
  return value;
}

describeEachDatabase(
  'seedDemo with the hand-written demo',
  (shop) => {
    it('reports what it wrote', () => {
      expect(shop().seed).toMatchObject({
        seeded: true,
        categories: demoCatalogue.categories.length,
        products: demoCatalogue.products.length,
        variants: demoVariants,
        reviews: demoCatalogue.reviews.length,
        contentPages: demoContentPages.length * 2,
      });
    });

    it('writes the catalogue, translated into en and ru', async () => {
      expect(await count(shop(), 'categories')).toBe(demoCatalogue.categories.length);
      expect(await count(shop(), 'category_translations')).toBe(demoCatalogue.categories.length * 2);
      expect(await count(shop(), 'colors')).toBe(demoCatalogue.colors.length);
      expect(await count(shop(), 'sizes')).toBe(demoCatalogue.sizes.length);
      expect(await count(shop(), 'products')).toBe(demoCatalogue.products.length);
      expect(await count(shop(), 'product_translations')).toBe(demoCatalogue.products.length * 2);
      expect(await count(shop(), 'product_variants')).toBe(demoVariants);
      expect(await count(shop(), 'reviews')).toBe(demoCatalogue.reviews.length);
      expect(await count(shop(), 'size_charts')).toBe(demoCatalogue.sizeCharts.length * 2);
    });

    it('meets the demo brief: 8+ categories in two levels, 60+ products, 400+ variants, discounts and sold-out variants', async () => {
      const { db } = shop();
      expect(demoCatalogue.categories.length).toBeGreaterThanOrEqual(8);
      expect(demoCatalogue.products.length).toBeGreaterThanOrEqual(60);
      expect(demoVariants).toBeGreaterThanOrEqual(400);
      const children = await db.selectFrom('categories').select('id').where('parent_id', 'is not', null).execute();
      expect(children.length).toBeGreaterThan(0);
      const discounted = await db
        .selectFrom('product_variants')
        .select('id')
        .where('discount_price_minor', 'is not', null)
        .execute();
      const soldOut = await db.selectFrom('product_variants').select('id').where('stock', '=', 0).execute();
      expect(discounted.length).toBeGreaterThan(0);
      expect(soldOut.length).toBeGreaterThan(0);
    });

    it('builds category paths from the parent path', async () => {
      const rows = await shop()
        .db.selectFrom('categories as child')
        .innerJoin('categories as parent', 'parent.id', 'child.parent_id')
        .select(['child.path', 'child.uri', 'parent.path as parentPath'])
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.path).toBe(`${row.parentPath}/${row.uri}`);
    });

    it('prices variants in minor units with the product discount', async () => {
      const product = defined(
        demoCatalogue.products.find((candidate) => candidate.discountPercent > 0),
        'discounted product',
      );
      const first = defined(product.variants[0], 'variant');
      const variant = await shop()
        .db.selectFrom('product_variants')
        .select(['price_minor', 'discount_price_minor', 'stock'])
        .where('sku', '=', first.sku)
        .executeTakeFirstOrThrow();
      expect(variant.price_minor).toBe(product.priceMinor);
      expect(variant.discount_price_minor).toBe(
        Math.round((product.priceMinor * (100 - product.discountPercent)) / 100),
      );
      expect(variant.stock).toBe(first.stock);
    });

    it('writes a folded search key with the name and colour names in both languages', async () => {
      const product = defined(demoCatalogue.products[0], 'product');
      const rows = await shop()
        .db.selectFrom('product_translations')
        .innerJoin('products', 'products.id', 'product_translations.product_id')
        .select(['locale', 'search_key'])
        .where('products.slug', '=', product.slug)
        .execute();
      expect(rows).toHaveLength(2);
      const colorKey = defined(product.variants[0], 'variant').colorKey;
      const color = defined(
        demoCatalogue.colors.find((candidate) => candidate.key === colorKey),
        'colour',
      );
      for (const row of rows) {
        expect(row.search_key).toBe(foldText(row.search_key));
        expect(row.search_key).toContain(foldText(product.name[row.locale]).split(' ')[0]);
        expect(row.search_key).toContain(foldText(color.name.en));
        expect(row.search_key).toContain(foldText(color.name.ru));
        expect(row.search_key).not.toMatch(/ё|[A-Z]/);
      }
    });

    it('renders one picture per shape and colour and links every product colour to it', async () => {
      const { db, dataDir } = shop();
      const images = await db.selectFrom('product_images').select(['path', 'width', 'height']).execute();
      const expected = demoCatalogue.products.reduce(
        (sum, product) => sum + new Set(product.variants.map((variant) => variant.colorKey)).size,
        0,
      );
      expect(images).toHaveLength(expected);
      const files = new Set(images.map((image) => image.path));
      for (const path of files) expect(existsSync(join(dataDir, 'images', path)), path).toBe(true);
      expect(images.every((image) => image.width === 1200 && image.height === 1200)).toBe(true);
      expect(
        readdirSync(join(dataDir, 'images', PRODUCT_IMAGE_FOLDER)).filter((file) => file.endsWith('.tmp')),
      ).toEqual([]);
    });

    it('writes content pages, settings, delivery and payment methods and promo codes', async () => {
      const { db } = shop();
      expect(await count(shop(), 'content_pages')).toBe(demoContentPages.length * 2);
      const about = await db
        .selectFrom('content_pages')
        .selectAll()
        .where('key', '=', 'about-us')
        .where('locale', '=', 'ru')
        .executeTakeFirstOrThrow();
      expect(about.html).not.toMatch(/<script/i);
      expect(about.h1.length).toBeGreaterThan(0);
      const settings = await db.selectFrom('settings').selectAll().execute();
      expect(Object.fromEntries(settings.map((row) => [row.key, JSON.parse(row.value)]))).toEqual(
        JSON.parse(JSON.stringify(demoSettings)),
      );
      expect(await count(shop(), 'delivery_methods')).toBe(demoCatalogue.deliveryMethods.length);
      expect(await count(shop(), 'delivery_method_translations')).toBe(demoCatalogue.deliveryMethods.length * 2);
      expect(await count(shop(), 'payment_methods')).toBe(demoCatalogue.paymentMethods.length);
      const promos = await db.selectFrom('promo_codes').select(['code', 'used_count']).execute();
      expect(promos.map((promo) => promo.code).sort()).toEqual(
        demoCatalogue.promoCodes.map((promo) => promo.code.toUpperCase()).sort(),
      );
      expect(promos.every((promo) => promo.used_count === 0)).toBe(true);
    });

    it('names sizes in the language asked for where they have words or units, on cards, listings and cart lines', async () => {
      const productWithSize = (code: string) =>
        shop()
          .db.selectFrom('product_variants as v')
          .innerJoin('sizes as s', 's.id', 'v.size_id')
          .innerJoin('products as p', 'p.id', 'v.product_id')
          .innerJoin('categories as c', 'c.id', 'p.category_id')
          .select(['v.id as variant_id', 'p.slug', 'c.path'])
          .where('s.code', '=', code)
          .where('v.active', '=', 1)
          .orderBy('v.id')
          .executeTakeFirstOrThrow();
      const page = async (url: string) => {
        const response = await shop().app.inject({ method: 'GET', url: `/api/v1/catalog/${url}` });
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      const cap = await productWithSize('ONE');
      const towel = await productWithSize('T70X140');
      const sizeNames = async (row: { slug: string; path: string }, lang: string) =>
        (await page(`${row.path}/${row.slug}?lang=${lang}`)).product.sizes.map((size: { name: string }) => size.name);
      expect(await sizeNames(cap, 'en')).toEqual(['One size']);
      expect(await sizeNames(cap, 'ru')).toEqual(['Единый размер']);
      expect(await sizeNames(towel, 'en')).toContain('70×140 cm');
      expect(await sizeNames(towel, 'ru')).toContain('70×140 см');

      const towels = await page('towels?lang=ru');
      expect(towels.filters.sizes.map((facet: { label: string }) => facet.label)).toContain('70×140 см');
      expect(towels.products.flatMap((product: { sizes: string[] }) => product.sizes)).not.toContain('70×140 cm');

      const lines = await shop().app.inject({
        method: 'POST',
        url: '/api/v1/cart/get-product-variants?lang=ru',
        payload: { product_variant_ids: [cap.variant_id, towel.variant_id] },
      });
      expect(lines.statusCode, lines.body).toBe(200);
      expect((lines.json() as { items: { size_name: string }[] }).items.map((item) => item.size_name)).toEqual([
        'Единый размер',
        '70×140 см',
      ]);
    });

    it('does nothing on a database that already has a catalogue', async () => {
      const again = await seedDemo(shop().db, { dataDir: shop().dataDir });
      expect(again.seeded).toBe(false);
      expect(await count(shop(), 'products')).toBe(demoCatalogue.products.length);
    });
  },
  { products: 'demo' },
);

it('seeds a generated catalogue of a given size', async () => {
  const shop = await buildTestApp({ products: 300 });
  try {
    expect(shop.seed).toMatchObject({ seeded: true, products: 300 });
    expect(await count(shop, 'products')).toBe(300);
    expect(await count(shop, 'product_variants')).toBe(shop.seed?.variants);
    const slugs = await shop.db.selectFrom('products').select('slug').execute();
    expect(new Set(slugs.map((row) => row.slug)).size).toBe(300);
  } finally {
    await shop.close();
  }
});

describe('seed --reset (the CLI)', () => {
  const cli = (dataDir: string, ...args: string[]) =>
    spawnSync(
      process.execPath,
      [join(findRepoRoot(), 'node_modules/.bin/jiti'), join(import.meta.dirname, '../../src/seed/cli.ts'), ...args],
      {
        env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );

  it('refuses to wipe a database that holds orders unless --force is given', async () => {
    const shop = await buildTestApp({ products: 4 });
    try {
      const [variant] = await shop.db
        .selectFrom('product_variants')
        .select('id')
        .where('stock', '>', 0)
        .limit(1)
        .execute();
      await placeOrder(shop, await checkoutForm(shop, [{ product_variant_id: variant?.id ?? 0, quantity: 1 }]));
      await shop.app.close();

      const refused = cli(shop.dataDir, '--reset');
      expect(refused.status, refused.stderr).toBe(2);
      expect(refused.stderr).toMatch(/holds 1 orders: --reset would delete them.*--force/);
      expect(await count(shop, 'orders')).toBe(1);

      await shop.db.destroy();
      const forced = cli(shop.dataDir, '--reset', '--force', '--products', '1');
      expect(forced.status, forced.stderr).toBe(0);
      const reopened = createDatabase({ dataDir: shop.dataDir });
      try {
        expect(await ordersHeld(reopened)).toBe(0);
      } finally {
        await reopened.destroy();
      }
    } finally {
      await rm(shop.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
