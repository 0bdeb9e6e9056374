import { describe, expect, it } from 'vitest';
import { consentFlag, formatConsent, parseConsent } from './consent';

describe('the cookie_consent value', () => {
  it('reads 1, 0 and a purpose list, and nothing else', () => {
    expect(parseConsent('1')).toEqual({ analytics: true, advertising: true });
    expect(parseConsent('0')).toEqual({ analytics: false, advertising: false });
    expect(parseConsent('analytics')).toEqual({ analytics: true, advertising: false });
    expect(parseConsent('advertising.analytics')).toEqual({ analytics: true, advertising: true });
    for (const junk of [undefined, null, '', '2', 'yes', 'analytics.tracking', 'analytics..advertising'])
      expect(parseConsent(junk)).toBeNull();
  });

  it('writes the shortest value, which reads back to the same choice', () => {
    const choices = [
      { analytics: false, advertising: false },
      { analytics: true, advertising: false },
      { analytics: false, advertising: true },
      { analytics: true, advertising: true },
    ];
    expect(choices.map(formatConsent)).toEqual(['0', 'analytics', 'advertising', '1']);
    for (const choice of choices) expect(parseConsent(formatConsent(choice))).toEqual(choice);
    expect(choices.map(consentFlag)).toEqual([0, 1, 1, 1]);
  });
});
