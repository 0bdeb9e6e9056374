import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft } from './countdown';
import { useResendCountdown } from './useResendCountdown';

describe('the resend countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down from 60, never below 0', () => {
    expect(secondsLeft(0, 0)).toBe(60);
    expect(secondsLeft(0, 500)).toBe(60);
    expect(secondsLeft(0, 1000)).toBe(59);
    expect(secondsLeft(0, 59_001)).toBe(1);
    expect(secondsLeft(0, 60_000)).toBe(0);
    expect(secondsLeft(0, 90_000)).toBe(0);
  });

  it('runs from 60 s after a code is sent and stops at 0', () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ seconds: 60, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(59);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toMatchObject({ seconds: 0, running: false });
  });

  it('resumes for a code sent earlier (the API’s seconds since sending)', () => {
    const { result } = renderHook(() => useResendCountdown());
    act(() => result.current.start(45));
    expect(result.current.seconds).toBe(15);
    act(() => result.current.start(75));
    expect(result.current.running).toBe(false);
  });
});
