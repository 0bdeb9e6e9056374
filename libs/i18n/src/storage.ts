/**
 * sessionStorage or localStorage, or null where storage is off (or on the server): reading the
 * property itself throws when the browser blocks storage, so every use goes through here.
 */
export function browserStorage(kind: 'session' | 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(kind: 'session' | 'local', key: string): T | null {
  try {
    const text = browserStorage(kind)?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(kind: 'session' | 'local', key: string, value: unknown): void {
  try {
    if (value === null) browserStorage(kind)?.removeItem(key);
    else browserStorage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or off: the value lives as long as the page.
  }
}
