import { describe, expect, it } from 'vitest';
import { profileConsentAction } from './profileConsent';

const none = { analytics: false, advertising: false };
const analytics = { analytics: true, advertising: false };

describe('a signed-in customer’s consent and the cookie', () => {
  it('asks the API for the profile’s choice when the cookie lacks it or contradicts it', () => {
    expect(profileConsentAction(1, null)).toBe('fetch');
    expect(profileConsentAction(0, null)).toBe('fetch');
    expect(profileConsentAction(1, none)).toBe('fetch');
    expect(profileConsentAction(0, analytics)).toBe('fetch');
  });

  it('sends the cookie’s choice when the profile has none', () => {
    expect(profileConsentAction(null, analytics)).toBe('send');
    expect(profileConsentAction(null, none)).toBe('send');
  });

  it('does nothing for a guest, when neither chose, or when both agree', () => {
    expect(profileConsentAction(undefined, analytics)).toBe('none');
    expect(profileConsentAction(null, null)).toBe('none');
    expect(profileConsentAction(1, analytics)).toBe('none');
    expect(profileConsentAction(0, none)).toBe('none');
  });
});
