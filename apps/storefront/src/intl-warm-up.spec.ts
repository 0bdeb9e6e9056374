import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlWarmUpSteps, warmIntlSoon } from './intl-warm-up';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmIntlSoon', () => {
  it('asks what the first render asks, one step per task and none at once', async () => {
    vi.useFakeTimers();
    const numberFormat = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dateTimeFormat = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const steps = intlWarmUpSteps('ru').length;
    expect(steps).toBeGreaterThanOrEqual(7);

    void warmIntlSoon('ru');
    expect(numberFormat).not.toHaveBeenCalled();
    const askedAt: Record<string, number> = {};
    for (let task = 1; task <= steps; task += 1) {
      await vi.advanceTimersToNextTimerAsync();
      if (numberFormat.mock.calls.length && !askedAt['number']) askedAt['number'] = task;
      if (dateTimeFormat.mock.calls.length && !askedAt['date']) askedAt['date'] = task;
    }
    expect(vi.getTimerCount()).toBe(0);
    expect(numberFormat).toHaveBeenCalledWith('ru');
    expect(dateTimeFormat).toHaveBeenCalledWith('ru');
    // The two heaviest questions come after the smaller ones that load their data, in tasks apart.
    expect(askedAt['number']).toBeGreaterThan(1);
    expect(askedAt['date']).toBeGreaterThan(askedAt['number'] ?? steps);
  });

  it('runs every step in Node too (no browser-only API throws)', () => {
    for (const step of intlWarmUpSteps('en')) expect(step).not.toThrow();
  });
});
