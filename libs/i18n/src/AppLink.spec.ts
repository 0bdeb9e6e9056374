import { describe, expect, it } from 'vitest';
import { splitHref } from './AppLink';

describe('splitHref', () => {
  it('takes a storefront href apart into its path, query and hash', () => {
    expect(splitHref('/catalog/women/swimsuits/coral-wave-one-piece?variant=4')).toEqual({
      pathname: '/catalog/women/swimsuits/coral-wave-one-piece',
      search: 'variant=4',
      hash: '',
    });
    expect(splitHref('/ru/catalog/men?sort=price_asc&page=2#reviews')).toEqual({
      pathname: '/ru/catalog/men',
      search: 'sort=price_asc&page=2',
      hash: 'reviews',
    });
    expect(splitHref('/about-us#team')).toEqual({ pathname: '/about-us', search: '', hash: 'team' });
    expect(splitHref('/cart')).toEqual({ pathname: '/cart', search: '', hash: '' });
  });

  it('keeps a question mark after the hash in the hash', () => {
    expect(splitHref('/size-guide#what?')).toEqual({ pathname: '/size-guide', search: '', hash: 'what?' });
  });
});
