import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('loads once per key until the entry expires', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, max: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 99;
    expect(await cache.get('a', load)).toBe(1);
    clock = 100;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('shares one load between concurrent callers, and forgets a failed one', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, max: 10 });
    const [a, b] = await Promise.all([cache.get('k', async () => ++loads), cache.get('k', async () => ++loads)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('keeps at most max entries, dropping the least recently used', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, max: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('answers a stale value while reloading in the background, when asked to', async () => {
    let clock = 0;
    let loads = 0;
    let release: (value: number) => void = () => undefined;
    let started = () => undefined as void;
    const reloadStarted = new Promise<void>((resolve) => (started = resolve));
    const cache = createTtlCache<number>({ ttlMs: 100, max: 10, staleWhileRevalidate: true, now: () => clock });
    expect(await cache.get('k', async () => ++loads)).toBe(1);
    clock = 150;
    const slow = () => {
      started();
      return new Promise<number>((resolve) => (release = resolve));
    };
    // Expired: the old value answers at once, twice, with one reload under way.
    expect(await cache.get('k', slow)).toBe(1);
    expect(await cache.get('k', slow)).toBe(1);
    await reloadStarted;
    release(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', slow)).toBe(2);
    // A failed reload drops the entry: the next caller loads afresh.
    clock = 400;
    expect(await cache.get('k', () => Promise.reject(new Error('gone')))).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(cache.get('k', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('reloads one at a time in the background, each from a later turn than the call that found it stale', async () => {
    let clock = 0;
    const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
    const until = async (check: () => boolean) => {
      for (let turns = 0; turns < 20 && !check(); turns++) await turn();
    };
    const cache = createTtlCache<number>({ ttlMs: 100, max: 10, staleWhileRevalidate: true, now: () => clock });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 1);
    clock = 150;
    const started: string[] = [];
    let releaseA = () => undefined as void;
    const reloadA = () => {
      started.push('a');
      return new Promise<number>((resolve) => (releaseA = () => resolve(2)));
    };
    const reloadB = async () => {
      started.push('b');
      return 3;
    };
    expect(await cache.get('a', reloadA)).toBe(1);
    expect(await cache.get('b', reloadB)).toBe(1);
    // Not in the callers' turn: they were answered before any reload began.
    expect(started).toEqual([]);
    await until(() => started.length > 0);
    // b's reload waits for a's to end, however long it takes.
    for (let turns = 0; turns < 5; turns++) await turn();
    expect(started).toEqual(['a']);
    releaseA();
    await until(() => started.length > 1);
    expect(started).toEqual(['a', 'b']);
    await turn();
    expect(await cache.get('a', reloadA)).toBe(2);
    expect(await cache.get('b', reloadB)).toBe(3);
  });

  it('loads every time when the time to live is 0', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 0, max: 10 });
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('clear() drops every entry, and a reload under way then does not put back what it read', async () => {
    let clock = 0;
    const cache = createTtlCache<string>({ ttlMs: 100, max: 10, staleWhileRevalidate: true, now: () => clock });
    expect(await cache.get('k', async () => 'old')).toBe('old');
    clock = 150;
    let release: (value: string) => void = () => undefined;
    let started = () => undefined as void;
    const reloadStarted = new Promise<void>((resolve) => (started = resolve));
    // Expired: answers the old value while a reload (reading data from before the change) runs.
    expect(
      await cache.get('k', () => {
        started();
        return new Promise<string>((resolve) => (release = resolve));
      }),
    ).toBe('old');
    await reloadStarted;
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');
    release('stale');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', async () => 'unused')).toBe('new');
  });
});
