import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, readJson, writeJson } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('browser storage', () => {
  it('hands out the storage asked for', () => {
    expect(browserStorage('local')).toBe(window.localStorage);
    expect(browserStorage('session')).toBe(window.sessionStorage);
  });

  it('answers null where the browser blocks storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(browserStorage('local')).toBeNull();
    expect(readJson('local', 'key')).toBeNull();
    expect(() => writeJson('local', 'key', { a: 1 })).not.toThrow();
  });

  it('keeps JSON values and removes them when written null', () => {
    writeJson('session', 'draft', { email: 'a@b.example' });
    expect(readJson('session', 'draft')).toEqual({ email: 'a@b.example' });
    writeJson('session', 'draft', null);
    expect(window.sessionStorage.getItem('draft')).toBeNull();
  });

  it('reads a value that is not JSON as null, and survives a full storage', () => {
    window.localStorage.setItem('broken', '{');
    expect(readJson('local', 'broken')).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeJson('local', 'key', [1])).not.toThrow();
  });
});
