import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceConsent, onConsentChange, readConsent } from './consent';

describe('the consent in this browser', () => {
  afterEach(() => {
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  });

  it('is read from the cookie, null before a choice or for a value it does not know', () => {
    expect(readConsent()).toBeNull();
    document.cookie = 'cookie_consent=analytics; Path=/';
    expect(readConsent()).toEqual({ analytics: true, advertising: false });
    expect(readConsent('cookie_consent=maybe')).toBeNull();
  });

  it('reaches this tab’s listeners when announced, until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onConsentChange(listener);
    announceConsent({ analytics: false, advertising: true });
    stop();
    announceConsent({ analytics: true, advertising: true });
    expect(listener.mock.calls).toEqual([[{ analytics: false, advertising: true }]]);
  });
});
