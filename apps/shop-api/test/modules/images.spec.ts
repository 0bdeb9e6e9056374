import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GetCatalogPageResponse } from '@shop/api-schemas';
import { register } from 'prom-client';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { IMAGE_CACHE_NAME, WARMED_RENDITIONS } from '../../src/modules/images/constants';
import imageRoutes from '../../src/modules/images/routes';
import { ImageOptimizer } from '../../src/modules/images/service';
import { warmMainImages } from '../../src/modules/images/warm-up';
import { buildTestApp, describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectProblem, type ContractResponse } from '../helpers/contract';

type CardPage = z.infer<typeof GetCatalogPageResponse>;

/**
 * A GET with its path sent as written, over a socket: `inject`, `fetch` and `http.get(url)`
 * resolve `.` and `..` segments before sending, an attacker's client does not.
 */
async function rawGet(app: FastifyInstance, path: string): Promise<ContractResponse> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (answer) => {
        let body = '';
        answer.setEncoding('latin1');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ statusCode: answer.statusCode ?? 0, headers: answer.headers, body }));
      })
      .on('error', reject);
  });
}

/** Every file under a folder, recursively. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The bytes of every file under a folder. */
async function bytesUnder(folder: string): Promise<number> {
  const sizes = await Promise.all((await filesUnder(folder)).map(async (file) => (await stat(file)).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Runs `tasks` with at most `parallel` of them at once; their results in order. */
async function inBatches<T>(tasks: (() => Promise<T>)[], parallel: number): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += parallel)
    results.push(...(await Promise.all(tasks.slice(start, start + parallel).map((task) => task()))));
  return results;
}

describeEachDatabase('GET /_img/<path>', (shop) => {
  let imagePath = '';
  let imageWidth = 0;

  beforeAll(async () => {
    const image = await shop()
      .db.selectFrom('product_images')
      .select(['path', 'width'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    imagePath = image.path;
    imageWidth = image.width;
  });

  it.each([144, 320, 640])('serves a seeded picture as webp, at most %i px wide', async (width) => {
    const response = await shop().app.inject({ method: 'GET', url: `/_img/${imagePath}?w=${width}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBeLessThanOrEqual(width);
    expect(metadata.width).toBeGreaterThan(width / 2);
  });

  it('never enlarges the original, and serves webp at 800 px and quality 75 by default', async () => {
    const huge = await shop().app.inject({ method: 'GET', url: `/_img/${imagePath}?w=2400&q=80&f=webp` });
    expect((await sharp(huge.rawPayload).metadata()).width).toBe(imageWidth);
    const byDefault = await shop().app.inject({ method: 'GET', url: `/_img/${imagePath}` });
    expect(byDefault.headers['content-type']).toBe('image/webp');
    expect((await sharp(byDefault.rawPayload).metadata()).width).toBe(800);
  });

  it('serves a second request from the disk cache', async () => {
    const cacheDir = shop().env.IMAGE_CACHE_DIR;
    await rm(cacheDir, { recursive: true, force: true });
    const url = `/_img/${imagePath}?w=480&q=70`;
    const first = await shop().app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const cached = await filesUnder(cacheDir);
    expect(cached).toHaveLength(1);
    const [file = ''] = cached;
    expect(await readFile(file)).toEqual(first.rawPayload);
    const second = await shop().app.inject({ method: 'GET', url });
    expect(second.rawPayload).toEqual(first.rawPayload);

    // Proof that the bytes come from the cache file, not from a fresh render: replace the file.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    await writeFile(file, marker);
    const third = await shop().app.inject({ method: 'GET', url });
    expect(third.rawPayload).toEqual(marker);
    expect(await filesUnder(cacheDir)).toHaveLength(1);
  });

  it('answers a missing picture with a 404 problem', async () => {
    for (const path of ['products/no-such-picture.png', 'nowhere/else.jpg', 'products/no-such-picture.webp']) {
      const response = await shop().app.inject({ method: 'GET', url: `/_img/${path}?w=320` });
      expect(expectProblem(response, 404).detail).toBe('No such image.');
    }
  });

  it('never serves a file outside the images folder', async () => {
    // A real picture just outside the images folder: the traversal target that would succeed.
    const outside = join(shop().dataDir, 'secret.png');
    await writeFile(
      outside,
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000000' } })
        .png()
        .toBuffer(),
    );
    const attempts = [
      '/_img/../../etc/passwd',
      '/_img/../secret.png',
      '/_img/products/../../secret.png',
      '/_img/products/../../../../../../etc/passwd.png',
      '/_img/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/_img/%2e%2e/secret.png',
      '/_img/products/%2e%2e/%2e%2e/secret.png',
      '/_img/products/..%2f..%2fsecret.png',
      '/_img/products/%2e%2e%2f%2e%2e%2fsecret.png',
      '/_img/products/%252e%252e%252f%252e%252e%252fsecret.png',
      '/_img/products/..%5c..%5csecret.png',
      '/_img//etc/passwd.png',
      `/_img/${encodeURIComponent(outside)}`,
      '/_img/products/x.png%00.png',
      '/_img/products/.hidden.png',
      '/_img/products/picture.svg',
      `/_img/${'a/'.repeat(200)}x.png`,
    ];
    for (const url of attempts) {
      const response = await rawGet(shop().app, `${url}?w=144`);
      expect([400, 404], `${url} answered ${response.statusCode}`).toContain(response.statusCode);
      expectProblem(response);
      expect(response.body).not.toMatch(/root:|PNG/);
    }
  });

  it("refuses other spellings of a picture's path (a//b, a/./b, a/x/../b), so they cannot multiply its renditions", async () => {
    const cacheDir = shop().env.IMAGE_CACHE_DIR;
    await rm(cacheDir, { recursive: true, force: true });
    const [folder, file] = imagePath.split('/');
    const canonical = await shop().app.inject({ method: 'GET', url: `/_img/${imagePath}?w=240&q=70` });
    expect(canonical.statusCode).toBe(200);
    for (const alias of [
      `${folder}//${file}`,
      `${folder}/./${file}`,
      `${folder}/x/../${file}`,
      `./${folder}/${file}`,
      `${folder}/${file}/.`,
    ]) {
      const response = await rawGet(shop().app, `/_img/${alias}?w=240&q=70`);
      expect(Object.keys(expectProblem(response, 400).errors ?? {}), alias).toEqual(['imagePath']);
    }
    expect(await filesUnder(cacheDir)).toHaveLength(1);
  });

  it('refuses widths, qualities and formats the storefront never asks for, so junk queries render nothing', async () => {
    const cacheDir = shop().env.IMAGE_CACHE_DIR;
    const before = await filesUnder(cacheDir);
    // Each was rendered before: any width from 16 to 2400 (snapped), any quality from 30 to 95, png and jpeg.
    const junk = [
      ['w=64', 'w'],
      ['w=100', 'w'],
      ['w=321', 'w'],
      ['w=0320', 'w'],
      ['w=2399', 'w'],
      ['q=60', 'q'],
      ['q=95', 'q'],
      ['q=074', 'q'],
      ['f=png', 'f'],
      ['f=jpeg', 'f'],
      ['w=320&q=75&f=png', 'f'],
    ];
    for (const [query, field] of junk) {
      const response = await shop().app.inject({ method: 'GET', url: `/_img/${imagePath}?${query}` });
      expect(Object.keys(expectProblem(response, 400).errors ?? {}), query).toEqual([field]);
    }
    expect(await filesUnder(cacheDir)).toEqual(before);
  });

  it('renders at most 2 pictures at once, however many new renditions are asked for together', async () => {
    const paths = await shop()
      .db.selectFrom('product_images')
      .select('path')
      .distinct()
      .orderBy('path')
      .limit(4)
      .execute();
    const urls = paths.flatMap(({ path }) => [160, 400, 960].map((width) => `/_img/${path}?w=${width}&q=80`));
    expect(urls.length).toBeGreaterThanOrEqual(8);
    await rm(shop().env.IMAGE_CACHE_DIR, { recursive: true, force: true });
    const toBuffer = sharp.prototype.toBuffer;
    let running = 0;
    let most = 0;
    const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (
      this: Sharp,
      ...args: unknown[]
    ) {
      running += 1;
      most = Math.max(most, running);
      try {
        return await (toBuffer as (...rest: unknown[]) => Promise<Buffer>).apply(this, args);
      } finally {
        running -= 1;
      }
    } as typeof toBuffer);
    try {
      const responses = await Promise.all(urls.map((url) => shop().app.inject({ method: 'GET', url })));
      expect(responses.map((response) => response.statusCode)).toEqual(urls.map(() => 200));
      expect(spy).toHaveBeenCalledTimes(urls.length);
    } finally {
      spy.mockRestore();
    }
    expect(most).toBe(2);
  });

  it.each([
    ['w=5000', 'w=5000', 'w'],
    ['w=15', 'w=15', 'w'],
    ['w=abc', 'w=abc', 'w'],
    ['w=320.5', 'w=320.5', 'w'],
    ['q=10', 'q=10', 'q'],
    ['q=100', 'q=100', 'q'],
    ['f=gif', 'f=gif', 'f'],
    ['f=svg', 'f=svg', 'f'],
    ['a 10,000-digit w', `w=${'9'.repeat(10_000)}`, 'w'],
  ])('answers %s with a 400 problem naming it', async (_name, query, field) => {
    const response = await shop().app.inject({ method: 'GET', url: `/_img/${imagePath}?${query}` });
    const problem = expectProblem(response, 400);
    expect(Object.keys(problem.errors ?? {})).toEqual([field]);
  });
});

describe('the image cache', () => {
  /** The cap of the optimiser under /capped: a few small renditions. */
  const CAP_BYTES = 8 * 1024;
  let shop: TestShop;
  let cacheDir = '';
  let cappedDir = '';
  let imagePaths: string[] = [];

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'shop-api-image-cache-'));
    cappedDir = await mkdtemp(join(tmpdir(), 'shop-api-image-capped-'));
    shop = await buildTestApp({
      env: { IMAGE_CACHE_DIR: cacheDir },
      extend: async (app) => {
        // The same routes with a tiny cache, so a flood shows eviction in seconds.
        const optimizer = new ImageOptimizer({
          imagesDir: join(app.env.DATA_DIR, 'images'),
          cacheDir: cappedDir,
          cacheMaxBytes: CAP_BYTES,
        });
        await app.register(async (scope) => scope.register(imageRoutes, { optimizer }), { prefix: '/capped' });
      },
    });
    imagePaths = (await shop.db.selectFrom('product_images').select('path').distinct().orderBy('path').execute()).map(
      (row) => row.path,
    );
  });

  afterAll(async () => {
    await shop?.close();
    await rm(cacheDir, { recursive: true, force: true });
    await rm(cappedDir, { recursive: true, force: true });
  });

  it('keeps renditions in IMAGE_CACHE_DIR, not in the data folder', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/_img/${imagePaths[0]}?w=144&q=70` });
    expect(response.statusCode).toBe(200);
    expect(await filesUnder(cacheDir)).toHaveLength(1);
    expect(await filesUnder(join(shop.dataDir, 'cache'))).toEqual([]);
  });

  it('stays within its size cap after 2,000 junk URLs, and still serves a picture', async () => {
    const [first = ''] = imagePaths;
    const [folder, file] = first.split('/');
    // Allowed but distinct: every quality of the small widths of eight pictures (the large ones are slow to render).
    const renditions = imagePaths
      .slice(0, 8)
      .flatMap((path) =>
        [144, 160, 240].flatMap((width) => [70, 75, 80].map((quality) => `/_img/${path}?w=${width}&q=${quality}`)),
      );
    const junk = [
      ...renditions,
      // One rendition larger than the whole cap: served, never kept.
      `/_img/${first}?w=2400&q=80`,
      ...Array.from({ length: 600 }, (_, index) => `/_img/products/no-such-picture-${index}.png?w=320`),
      // Odd widths and qualities above 80: none is allowed.
      ...Array.from({ length: 600 }, (_, index) => `/_img/${first}?w=${2 * index + 1}`),
      ...Array.from({ length: 300 }, (_, index) => `/_img/${first}?w=320&q=${81 + index}`),
      ...Array.from(
        { length: 200 },
        (_, index) => `/_img/${folder}/${'/'.repeat((index % 20) + 1)}${file}?w=320&x=${index}`,
      ),
    ];
    const urls = junk.concat(
      Array.from(
        { length: 2_000 - junk.length },
        (_, index) => `/_img/${first}?w=320&f=${['png', 'jpeg', 'gif', 'avif'][index % 4]}&n=${index}`,
      ),
    );
    expect(new Set(urls).size).toBe(2_000);

    const statuses = await inBatches(
      urls.map((url) => async () => (await shop.app.inject({ method: 'GET', url: `/capped${url}` })).statusCode),
      16,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(renditions.length + 1);
    expect(statuses.every((status) => [200, 400, 404].includes(status))).toBe(true);
    const kept = await filesUnder(cappedDir);
    expect(kept.length).toBeGreaterThan(1);
    expect(await bytesUnder(cappedDir)).toBeLessThanOrEqual(CAP_BYTES);

    const normal = await shop.app.inject({ method: 'GET', url: `/capped/_img/${first}?w=320&q=75&f=webp` });
    expect(normal.statusCode).toBe(200);
    expect((await sharp(normal.rawPayload).metadata()).width).toBe(320);
    expect(await bytesUnder(cappedDir)).toBeLessThanOrEqual(CAP_BYTES);
    // 2,000 requests and 73 renders: room for a busy shared machine, not a budget.
  }, 40_000);
});

/** `shop_cache_requests_total` of the rendition cache: a hit is answered without a resize. */
async function renditionLookups(): Promise<{ hit: number; miss: number }> {
  const metric = await register.getSingleMetric('shop_cache_requests_total')?.get();
  const count = (result: string) =>
    metric?.values.find((value) => value.labels['cache'] === IMAGE_CACHE_NAME && value.labels['result'] === result)
      ?.value ?? 0;
  return { hit: count('hit'), miss: count('miss') };
}

/** Resolves with the first log line matching `pattern`, parsed. */
async function logLine(lines: readonly string[], pattern: RegExp, timeoutMs: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = lines.find((candidate) => pattern.test(candidate));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    if (Date.now() > deadline) throw new Error(`no log line matching ${pattern} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const warmUpLog: string[] = [];
describeEachDatabase(
  'the image warm-up after the API starts',
  (shop) => {
    it("answers a card's first request for its main picture at 2x from the cache, without a resize", async () => {
      const row = await shop()
        .db.selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.slug', 'c.path'])
        .where('p.active', '=', 1)
        .orderBy('p.id', 'desc')
        .executeTakeFirstOrThrow();
      const page = (
        await shop().app.inject({ method: 'GET', url: `/api/v1/catalog/${row.path}/${row.slug}` })
      ).json<CardPage>();
      if (page.type !== 'product') throw new Error(`expected a product card at ${row.path}/${row.slug}`);
      // The picture the card opens with, as ProductCardTemplate picks it.
      const { product } = page;
      const selected = product.variants.find((variant) => variant.id === product.selected_variant_id);
      const color = product.colors.find((candidate) => candidate.id === selected?.color_id);
      const main = color?.images[0] ?? product.images[0];
      if (!main) throw new Error('the card has no picture');
      expect(await filesUnder(shop().env.IMAGE_CACHE_DIR)).toEqual([]);

      // One log for both databases' shops: the line to wait for is this shop's, not the last one's.
      warmUpLog.length = 0;
      await shop().app.listen({ host: '127.0.0.1', port: 0 });
      const warmed = await logLine(warmUpLog, /image renditions warmed/, 60_000);
      const pictures = new Set(
        (await shop().db.selectFrom('product_images').select('path').execute()).map((r) => r.path),
      );
      expect(warmed).toMatchObject({ rendered: pictures.size * WARMED_RENDITIONS.length, kept: 0, stopped: false });
      expect(await filesUnder(shop().env.IMAGE_CACHE_DIR)).toHaveLength(pictures.size * WARMED_RENDITIONS.length);

      const before = await renditionLookups();
      // The largest width of the card's srcset (GalleryZoom at 720 px: 1440 at quality 70).
      const response = await shop().app.inject({ method: 'GET', url: `${main.url}?w=1440&q=70&f=webp` });
      expect(response.statusCode).toBe(200);
      expect(await renditionLookups()).toEqual({ hit: before.hit + 1, miss: before.miss });
    }, 90_000);
  },
  {
    products: 2,
    env: { IMAGE_WARM_UP: 'true' },
    logger: { level: 'info', stream: { write: (line: string) => warmUpLog.push(line) } },
  },
);

describe('warmMainImages', () => {
  let shop: TestShop;
  let cacheDir = '';

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'shop-api-image-warm-'));
    shop = await buildTestApp({ products: 4 });
  });

  afterAll(async () => {
    await shop?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('stops at its share of the cap, so it never evicts what visitors asked for, and renders nothing twice', async () => {
    const capBytes = 40 * 1024;
    const optimizer = () =>
      new ImageOptimizer({ imagesDir: join(shop.dataDir, 'images'), cacheDir, cacheMaxBytes: capBytes });
    const first = await warmMainImages(shop.db, optimizer());
    expect(first.stopped).toBe(true);
    expect(first.rendered).toBeGreaterThan(0);
    const share = await bytesUnder(cacheDir);
    // The last render may pass the share; the cap itself holds.
    expect(share).toBeLessThanOrEqual(capBytes);
    expect((await filesUnder(cacheDir)).length).toBe(first.rendered);

    // A restart (a new optimiser over the same folder) finds them and renders none again.
    const again = await warmMainImages(shop.db, optimizer());
    expect(again).toMatchObject({ rendered: 0, stopped: true });
    expect(again.kept).toBeGreaterThan(0);
    expect(await bytesUnder(cacheDir)).toBe(share);

    const stopped = await warmMainImages(shop.db, optimizer(), () => true);
    expect(stopped).toMatchObject({ rendered: 0, kept: 0, stopped: true });
  }, 60_000);
});
