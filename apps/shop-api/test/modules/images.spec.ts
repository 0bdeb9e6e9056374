import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-app';
import { expectProblem } from '../helpers/contract';

/** Every file under a folder, recursively. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describeEachDatabase('GET /_img/<path>', (shop) => {
  let imagePath = '';
  let imageWidth = 0;

  beforeAll(async () => {
    const image = await shop().db.selectFrom('product_images').select(['path', 'width']).orderBy('id').executeTakeFirstOrThrow();
    imagePath = image.path;
    imageWidth = image.width;
  });

  it.each([64, 320, 640])('serves a seeded picture as webp, at most %i px wide', async (width) => {
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

  it('rounds an unlisted width up to the next rendition, and never enlarges the original', async () => {
    const small = await shop().app.inject({ method: 'GET', url: `/_img/${imagePath}?w=100` });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(128);
    const huge = await shop().app.inject({ method: 'GET', url: `/_img/${imagePath}?w=2400` });
    expect((await sharp(huge.rawPayload).metadata()).width).toBe(imageWidth);
  });

  it('serves png and jpeg on request, and webp by default', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const response = await shop().app.inject({ method: 'GET', url: `/_img/${imagePath}?w=200&q=60&f=${format}` });
      expect(response.headers['content-type']).toBe(type);
      expect((await sharp(response.rawPayload).metadata()).format).toBe(format);
    }
    const byDefault = await shop().app.inject({ method: 'GET', url: `/_img/${imagePath}` });
    expect(byDefault.headers['content-type']).toBe('image/webp');
    expect((await sharp(byDefault.rawPayload).metadata()).width).toBe(800);
  });

  it('serves a second request from the disk cache', async () => {
    const cacheDir = join(shop().dataDir, 'cache', 'images');
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
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#ff0000' } }).webp().toBuffer();
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
    await writeFile(outside, await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000000' } }).png().toBuffer());
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
      const response = await shop().app.inject({ method: 'GET', url: `${url}?w=64` });
      expect([400, 404], `${url} answered ${response.statusCode}`).toContain(response.statusCode);
      expectProblem(response);
      expect(response.body).not.toMatch(/root:|PNG/);
    }
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
