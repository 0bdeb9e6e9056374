import { describe, expect, it } from 'vitest';
import { findRedirectRule, redirectLocation, ruleCovers, type RedirectRuleShape } from './redirects';

let nextId = 1;
const rule = (from_path: string, to_path: string, extra: Partial<RedirectRuleShape> = {}): RedirectRuleShape => ({
  id: nextId++,
  from_path,
  to_path,
  match: 'exact',
  status: 301,
  locale: null,
  ...extra,
});

describe('ruleCovers', () => {
  it('matches an exact rule on its own path only', () => {
    const exact = rule('/sale', '/catalog/women');
    expect(ruleCovers(exact, '/sale')).toBe(true);
    expect(ruleCovers(exact, '/sale/x')).toBe(false);
    expect(ruleCovers(exact, '/sales')).toBe(false);
  });

  it('matches a prefix rule on its path and every path under it, never a longer name', () => {
    const prefix = rule('/catalog/old', '/catalog/new', { match: 'prefix' });
    expect(ruleCovers(prefix, '/catalog/old')).toBe(true);
    expect(ruleCovers(prefix, '/catalog/old/suit')).toBe(true);
    expect(ruleCovers(prefix, '/catalog/older')).toBe(false);
    expect(ruleCovers(rule('/', '/x', { match: 'prefix' }), '/anything/at/all')).toBe(true);
  });
});

describe('findRedirectRule', () => {
  const rules = [
    rule('/catalog', '/shop', { match: 'prefix' }),
    rule('/catalog/women', '/women', { match: 'prefix' }),
    rule('/catalog/women/swimsuits', '/swimsuits'),
    rule('/ru-only', '/about-us', { locale: 'ru' }),
    rule('/en-only', '/about-us', { locale: 'en' }),
  ];

  it('takes an exact rule before any prefix, else the longest prefix', () => {
    expect(findRedirectRule(rules, '/catalog/women/swimsuits', 'en')?.to_path).toBe('/swimsuits');
    expect(findRedirectRule(rules, '/catalog/women/bikinis', 'en')?.to_path).toBe('/women');
    expect(findRedirectRule(rules, '/catalog/men', 'ru')?.to_path).toBe('/shop');
    expect(findRedirectRule(rules, '/about-us', 'en')).toBeUndefined();
  });

  it("honours a rule's language", () => {
    expect(findRedirectRule(rules, '/ru-only', 'ru')?.to_path).toBe('/about-us');
    expect(findRedirectRule(rules, '/ru-only', 'en')).toBeUndefined();
    expect(findRedirectRule(rules, '/en-only', 'en')?.to_path).toBe('/about-us');
    expect(findRedirectRule(rules, '/en-only', 'ru')).toBeUndefined();
  });
});

describe('redirectLocation', () => {
  it('keeps the language prefix on a local target and the query string', () => {
    const sale = rule('/sale', '/catalog/women');
    expect(redirectLocation(sale, '/sale', 'en', '')).toBe('/catalog/women');
    expect(redirectLocation(sale, '/sale', 'ru', '?utm_source=mail')).toBe('/ru/catalog/women?utm_source=mail');
    expect(redirectLocation(rule('/old-home', '/'), '/old-home', 'ru', '')).toBe('/ru/');
  });

  it('keeps the rest of the path after a prefix', () => {
    const moved = rule('/catalog/old', '/catalog/new', { match: 'prefix' });
    expect(redirectLocation(moved, '/catalog/old/suit-1', 'ru', '?variant=3')).toBe('/ru/catalog/new/suit-1?variant=3');
    expect(redirectLocation(moved, '/catalog/old', 'en', '')).toBe('/catalog/new');
    expect(redirectLocation(rule('/', '/shop', { match: 'prefix' }), '/a/b', 'en', '')).toBe('/shop/a/b');
    expect(redirectLocation(rule('/x', '/', { match: 'prefix' }), '/x/y', 'en', '')).toBe('/y');
  });

  it("sends an external target as it is, without the language, the target's query first", () => {
    const b2b = rule('/wholesale', 'https://b2b.example/?ref=shop', { match: 'prefix' });
    expect(redirectLocation(b2b, '/wholesale', 'ru', '?a=1')).toBe('https://b2b.example/?ref=shop&a=1');
    expect(redirectLocation(b2b, '/wholesale/orders', 'en', '')).toBe('https://b2b.example/orders?ref=shop');
    expect(redirectLocation(rule('/blog', 'https://blog.example'), '/blog', 'en', '')).toBe('https://blog.example');
  });
});
