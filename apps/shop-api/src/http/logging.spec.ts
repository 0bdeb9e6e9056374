import { describe, expect, it } from 'vitest';
import { clientNetwork } from './logging';

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0'],
    ['::ffff:203.0.113.7', '203.0.113.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    [undefined, undefined],
  ])('cuts %s to %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});
