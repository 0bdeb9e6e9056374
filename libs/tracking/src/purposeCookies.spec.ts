import { afterEach, describe, expect, it } from 'vitest';
import { cookiesOfPurpose, deleteDeclinedCookies, domainVariants, expiringAssignments } from './purposeCookies';

describe('the cookies of a purpose', () => {
  afterEach(() => {
    for (const name of ['_ga', '_ga_ABC123', 'utm', 'cje', 'jwt', 'cookie_consent'])
      document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it('are matched by name or by prefix, leaving the others alone', () => {
    const names = ['_ga', '_ga_ABC123', '_gat', 'utm', 'cje', 'utm_source', 'jwt'];
    expect(cookiesOfPurpose('analytics', names)).toEqual(['_ga', '_ga_ABC123']);
    expect(cookiesOfPurpose('advertising', names)).toEqual(['utm', 'cje']);
  });

  it('are expired on the host and on each parent domain, with and without the dot', () => {
    expect(domainVariants('localhost')).toEqual([null]);
    expect(domainVariants('127.0.0.1')).toEqual([null]);
    expect(domainVariants('www.shop.example')).toEqual([
      null,
      'www.shop.example',
      '.www.shop.example',
      'shop.example',
      '.shop.example',
    ]);
    expect(expiringAssignments('_ga', 'shop.example')).toEqual([
      '_ga=; Max-Age=0; Path=/',
      '_ga=; Max-Age=0; Path=/; Domain=shop.example',
      '_ga=; Max-Age=0; Path=/; Domain=.shop.example',
    ]);
  });

  it('go from the browser when their purpose is declined, the allowed purposes’ and necessary ones stay', () => {
    for (const name of ['_ga', '_ga_ABC123', 'utm', 'cje', 'jwt']) document.cookie = `${name}=1; Path=/`;
    expect(deleteDeclinedCookies({ analytics: true, advertising: false })).toEqual(['utm', 'cje']);
    expect(document.cookie.split('; ').sort()).toEqual(['_ga=1', '_ga_ABC123=1', 'jwt=1']);
    expect(deleteDeclinedCookies({ analytics: false, advertising: false })).toEqual(['_ga', '_ga_ABC123']);
    expect(document.cookie).toBe('jwt=1');
  });
});
