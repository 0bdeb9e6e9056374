import { afterEach, describe, expect, it, vi } from 'vitest';

const requestHeader = vi.hoisted(() => ({ cookie: undefined as string | undefined, outside: false }));
vi.mock('@tanstack/react-start/server', () => ({
  getRequestHeader: (name: string) => {
    if (requestHeader.outside) throw new Error('no request');
    return name === 'cookie' ? requestHeader.cookie : undefined;
  },
}));

const { hasSessionCookie } = await import('./shared-render');

describe('hasSessionCookie (the server asks the API for the user only when this is true)', () => {
  afterEach(() => {
    requestHeader.cookie = undefined;
    requestHeader.outside = false;
  });

  it.each([
    ['jwt=abc.def', true],
    ['lang=ru; __Host-jwt=abc.def; consent=1', true],
    [undefined, false],
    ['lang=ru; consent=1', false],
    ['jwt=', false],
    ['myjwt=abc', false],
  ])('cookie header %s: %s', (cookie, expected) => {
    requestHeader.cookie = cookie;
    expect(hasSessionCookie()).toBe(expected);
  });

  it('is true outside a request, so the user is asked for as before', () => {
    requestHeader.outside = true;
    expect(hasSessionCookie()).toBe(true);
  });
});
