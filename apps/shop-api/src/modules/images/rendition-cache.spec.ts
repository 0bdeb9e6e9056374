import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RenditionCache } from './rendition-cache';

const key = (name: string) => createHash('sha256').update(name).digest('hex');
const bytes = (size: number) => Buffer.alloc(size, 1);

describe('RenditionCache', () => {
  let dir = '';

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rendition-cache-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** The files in the folder, relative to it. */
  async function files(): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort();
  }

  it('deletes the least recently used renditions when a new one would pass the cap, and keeps none larger than the cap', async () => {
    const cache = new RenditionCache(dir, 300);
    for (const name of ['a', 'b', 'c']) await cache.put(key(name), bytes(100));
    expect(await cache.get(key('a'))).toEqual(bytes(100));
    await cache.put(key('d'), bytes(100));
    expect(await cache.get(key('b'))).toBeUndefined();
    for (const name of ['a', 'c', 'd']) expect(await cache.get(key(name))).toEqual(bytes(100));
    expect(await files()).toHaveLength(3);

    await cache.put(key('huge'), bytes(301));
    expect(await cache.get(key('huge'))).toBeUndefined();
    expect(await files()).toHaveLength(3);
  });

  it('rebuilds its index from the folder by last use, trims it to a lowered cap, and deletes nothing that is not its own', async () => {
    const before = new RenditionCache(dir, 1_000);
    for (const name of ['old', 'middle', 'recent']) await before.put(key(name), bytes(100));
    const seconds = { old: 1_000, middle: 2_000, recent: 3_000 };
    for (const [name, at] of Object.entries(seconds)) {
      const hash = key(name);
      await utimes(join(dir, hash.slice(0, 2), `${hash}.webp`), at, at);
    }
    const abandoned = join(dir, key('crashed').slice(0, 2), `${key('crashed')}.webp.123.tmp`);
    await mkdir(join(dir, key('crashed').slice(0, 2)), { recursive: true });
    await writeFile(abandoned, bytes(50));
    await utimes(abandoned, 1, 1);
    await writeFile(join(dir, 'notes.txt'), 'not a rendition');
    await mkdir(join(dir, 'ab'), { recursive: true });
    await writeFile(join(dir, 'ab', 'photo.webp'), bytes(500));

    const after = new RenditionCache(dir, 250);
    expect(await after.get(key('old'))).toBeUndefined();
    expect(await after.get(key('middle'))).toEqual(bytes(100));
    expect(await after.get(key('recent'))).toEqual(bytes(100));
    const hash = (name: string) => `${key(name).slice(0, 2)}/${key(name)}.webp`;
    expect(await files()).toEqual(['ab/photo.webp', hash('middle'), hash('recent'), 'notes.txt'].sort());
  });

  it('finds a rendition another process wrote after its index was built, counts it against the cap, and says whether it holds one without using it', async () => {
    const mine = new RenditionCache(dir, 250);
    await mine.put(key('mine'), bytes(100));
    const other = new RenditionCache(dir, 250);
    await other.put(key('theirs'), bytes(100));
    expect(await mine.has(key('theirs'))).toBe(true);
    expect(await mine.has(key('nobody'))).toBe(false);
    expect(await mine.has(key('mine'))).toBe(true);
    expect(await mine.fullness()).toBe(200 / 250);
    // Over the cap now: the least recently used, 'mine' ('has' is not a use), goes.
    await mine.put(key('next'), bytes(100));
    expect(await mine.get(key('mine'))).toBeUndefined();
    expect(await mine.get(key('theirs'))).toEqual(bytes(100));
    expect(await mine.get(key('next'))).toEqual(bytes(100));
  });
});
