import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GAP_MS, isStylesheetPreloadError, mayReloadForChunkError } from './missingChunk';

/** sessionStorage's behaviour, kept in a Map. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('mayReloadForChunkError', () => {
  it('reloads a path once per 10 s, each path on its own', () => {
    const storage = memoryStorage();
    expect(mayReloadForChunkError('/catalog/women', storage, 100_000)).toBe(true);
    expect(mayReloadForChunkError('/catalog/women', storage, 100_000 + CHUNK_RELOAD_GAP_MS - 1)).toBe(false);
    expect(mayReloadForChunkError('/ru/catalog/women', storage, 100_001)).toBe(true);
    expect(mayReloadForChunkError('/catalog/women', storage, 100_000 + CHUNK_RELOAD_GAP_MS)).toBe(true);
    expect(mayReloadForChunkError('/catalog/women', storage, 100_000 + CHUNK_RELOAD_GAP_MS + 1)).toBe(false);
  });

  it('does not reload when the session cannot remember it', () => {
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(mayReloadForChunkError('/', failing, 1)).toBe(false);
  });
});

describe('isStylesheetPreloadError', () => {
  it('is only a stylesheet that is gone: a script’s error must reach the part that asked', () => {
    expect(isStylesheetPreloadError(new Error('Unable to preload CSS for /assets/Footer-abc.css'))).toBe(true);
    expect(isStylesheetPreloadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      false,
    );
    expect(isStylesheetPreloadError(undefined)).toBe(false);
  });
});

describe('reloadForMissingChunk', () => {
  const reload = vi.fn();
  const realLocation = window.location;
  // Each test is a page of its own: a fresh module, as after a reload.
  const loadPage = async () => (await import('./missingChunk')).reloadForMissingChunk;

  beforeEach(() => {
    vi.resetModules();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    window.sessionStorage.clear();
    reload.mockReset();
  });

  it('reloads once however many parts ask, and each waits for that reload', async () => {
    const reloadForMissingChunk = await loadPage();
    expect([reloadForMissingChunk(), reloadForMissingChunk(), reloadForMissingChunk()]).toEqual([true, true, true]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload the reloaded page again for the same path within 10 s', async () => {
    expect((await loadPage())()).toBe(true);
    vi.resetModules();
    expect((await loadPage())()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when sessionStorage cannot be reached', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('storage is disabled', 'SecurityError');
    });
    expect((await loadPage())()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
