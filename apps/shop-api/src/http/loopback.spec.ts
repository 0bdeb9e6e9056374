import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback';

describe('isLoopback', () => {
  it('is true for the machine itself, in IPv4, IPv6 and IPv4 mapped into IPv6', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address), address).toBe(true);
  });

  it('is false for every other address', () => {
    for (const address of [
      '10.0.0.1',
      '128.0.0.1',
      '1.127.0.0',
      '::2',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      'fe80::1',
      '',
      'localhost',
    ])
      expect(isLoopback(address), address).toBe(false);
  });
});
