import { describe, expect, it } from 'vitest';
import { createRowCache } from './row-cache';

interface Row {
  id: number;
  version: number;
}

/** A loader over a table of ids that records what it was asked for. */
function table(ids: number[]) {
  const asked: number[][] = [];
  let version = 0;
  return {
    asked,
    bump: () => (version += 1),
    load: async (wanted: number[]): Promise<Row[]> => {
      asked.push(wanted);
      return wanted.filter((id) => ids.includes(id)).map((id) => ({ id, version }));
    },
  };
}

describe('createRowCache', () => {
  it('loads only the ids not kept, in one call, until each row expires', async () => {
    let clock = 0;
    const rows = table([1, 2, 3]);
    const cache = createRowCache<Row>({ ttlMs: 100, max: 10, now: () => clock });
    expect(await cache.read([1, 2], rows.load)).toEqual([
      { id: 1, version: 0 },
      { id: 2, version: 0 },
    ]);
    rows.bump();
    clock = 50;
    const mixed = await cache.read([2, 3, 1], rows.load);
    expect(mixed.sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, version: 0 },
      { id: 2, version: 0 },
      { id: 3, version: 1 },
    ]);
    clock = 100;
    expect((await cache.read([1, 3], rows.load)).map((row) => row.version)).toEqual([1, 1]);
    expect(rows.asked).toEqual([[1, 2], [3], [1]]);
  });

  it('never keeps an id without a row, and keeps nothing with ttlMs 0', async () => {
    const rows = table([1]);
    const cache = createRowCache<Row>({ ttlMs: 1000, max: 10 });
    expect(await cache.read([1, 9], rows.load)).toEqual([{ id: 1, version: 0 }]);
    expect(await cache.read([1, 9], rows.load)).toEqual([{ id: 1, version: 0 }]);
    expect(rows.asked).toEqual([[1, 9], [9]]);
    expect(cache.size).toBe(1);

    const off = createRowCache<Row>({ ttlMs: 0, max: 10 });
    await off.read([1], rows.load);
    await off.read([1], rows.load);
    expect(off.size).toBe(0);
    expect(rows.asked.slice(2)).toEqual([[1], [1]]);
  });

  it('keeps at most max rows: expired ones leave first, then everything', async () => {
    let clock = 0;
    const rows = table([1, 2, 3, 4, 5]);
    const cache = createRowCache<Row>({ ttlMs: 100, max: 3, now: () => clock });
    await cache.read([1, 2], rows.load);
    clock = 150;
    await cache.read([3, 4], rows.load);
    expect(cache.size).toBe(2);
    // Two new rows, none expired: the store is emptied for them.
    await cache.read([5, 1], rows.load);
    expect(cache.size).toBe(2);
    await cache.read([3, 5], rows.load);
    expect(rows.asked.slice(1)).toEqual([[3, 4], [5, 1], [3]]);
    await expect(cache.read([4], async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('forgets the rows a change names, and keeps nothing a load under way at that moment read', async () => {
    const rows = table([1, 2, 3]);
    const cache = createRowCache<Row>({ ttlMs: 60_000, max: 10 });
    await cache.read([1, 2], rows.load);
    rows.bump();
    cache.forget([1]);
    expect(await cache.read([1, 2], rows.load)).toEqual([
      { id: 2, version: 0 },
      { id: 1, version: 1 },
    ]);
    // A read that began before the change answers its caller but leaves nothing behind.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.read([3], async (ids) => {
      await gate;
      return rows.load(ids);
    });
    cache.clear();
    release();
    expect(await slow).toEqual([{ id: 3, version: 1 }]);
    rows.bump();
    expect(await cache.read([3], rows.load)).toEqual([{ id: 3, version: 2 }]);
  });
});
