import { describe, expect, it } from 'vitest';
import { localizedSitePath, sitePath } from './site-path';

describe('sitePath', () => {
  it('keeps paths of this site', () => {
    expect(sitePath('/catalog/women')).toBe('/catalog/women');
    expect(sitePath('/catalog/women?sort=new#top')).toBe('/catalog/women?sort=new#top');
    expect(sitePath('/')).toBe('/');
  });

  // The attacks themselves are listed in @shop/locale's tests of isOwnPath.
  it.each([['https://evil.example/x'], ['//evil.example/x'], ['/\\evil.example'], ['/\t/evil.example'], [null]])(
    'refuses %j, as isOwnPath does',
    (link) => {
      expect(sitePath(link)).toBeNull();
    },
  );

  it('resolves dot segments without leaving the site', () => {
    expect(sitePath('/a/../../b')).toBe('/b');
    expect(sitePath('/./evil.example')).toBe('/evil.example');
  });
});

describe('localizedSitePath', () => {
  it('puts a path into the language asked, whatever language it named', () => {
    expect(localizedSitePath('/catalog/women', 'en')).toBe('/catalog/women');
    expect(localizedSitePath('/catalog/women', 'ru')).toBe('/ru/catalog/women');
    expect(localizedSitePath('/ru/catalog/women?page=2', 'en')).toBe('/catalog/women?page=2');
    expect(localizedSitePath('/ru/catalog/women?page=2', 'ru')).toBe('/ru/catalog/women?page=2');
    expect(localizedSitePath('/', 'ru')).toBe('/ru/');
  });

  it('refuses what sitePath refuses', () => {
    expect(localizedSitePath('https://evil.example', 'ru')).toBeNull();
  });

  it('refuses a path that only becomes another host once its language is taken off', () => {
    expect(localizedSitePath('/ru//evil.example/x', 'en')).toBeNull();
    expect(localizedSitePath('/ru//evil.example/x?a=1', 'en')).toBeNull();
    // Kept in Russian it stays a path of this site.
    expect(localizedSitePath('/ru//evil.example/x', 'ru')).toBe('/ru//evil.example/x');
  });
});
