import { describe, expect, it, vi } from 'vitest';
import { onOpenConsentSettings, openConsentSettings } from './openConsentSettings';

describe('openConsentSettings', () => {
  it('reaches a listener at once, and a request made before anyone listened when the first one comes', () => {
    // The footer's button may be pressed before the prompt's code has come after the page.
    openConsentSettings();
    const late = vi.fn();
    const stopLate = onOpenConsentSettings(late);
    expect(late).toHaveBeenCalledTimes(1);

    openConsentSettings();
    expect(late).toHaveBeenCalledTimes(2);
    stopLate();

    // Answered once: a prompt mounted later does not open the settings again.
    const next = vi.fn();
    const stopNext = onOpenConsentSettings(next);
    expect(next).not.toHaveBeenCalled();
    stopNext();
  });
});
