import { describe, expect, it } from 'vitest';
import { readOAuthMessage } from './oauth';

const origin = 'https://shop.example';
const message = (data: unknown, from = origin, source: MessageEventSource | null = null) => ({
  origin: from,
  data,
  source,
});

describe('the social sign-in window’s report', () => {
  it('is accepted from our origin in the exact shape', () => {
    expect(readOAuthMessage(message({ name: 'OAuth', ok: true }), origin)).toEqual({ ok: true });
    expect(readOAuthMessage(message({ name: 'OAuth', ok: false, error: 'access_denied' }), origin)).toEqual({
      ok: false,
      error: 'access_denied',
    });
  });

  it('is ignored from another origin', () => {
    expect(readOAuthMessage(message({ name: 'OAuth', ok: true }, 'https://evil.example'), origin)).toBeNull();
    expect(readOAuthMessage(message({ name: 'OAuth', ok: true }, 'http://shop.example'), origin)).toBeNull();
    expect(readOAuthMessage(message({ name: 'OAuth', ok: true }, 'null'), origin)).toBeNull();
  });

  it('is ignored in any other shape', () => {
    for (const data of [
      null,
      'OAuth',
      ['OAuth', true],
      { name: 'OAuth' },
      { name: 'oauth', ok: true },
      { name: 'OAuth', ok: 'true' },
      { name: 'OAuth', ok: true, token: 'abc' },
      { name: 'OAuth', ok: false },
      { name: 'OAuth', ok: false, error: 42 },
      { name: 'OAuth', ok: true, error: 'x' },
    ]) {
      expect(readOAuthMessage(message(data), origin), JSON.stringify(data)).toBeNull();
    }
  });

  it('is ignored from a window other than the one we opened', () => {
    const opened = {} as Window;
    const other = {} as Window;
    expect(readOAuthMessage(message({ name: 'OAuth', ok: true }, origin, other), origin, opened)).toBeNull();
    expect(readOAuthMessage(message({ name: 'OAuth', ok: true }, origin, opened), origin, opened)).toEqual({
      ok: true,
    });
  });
});
