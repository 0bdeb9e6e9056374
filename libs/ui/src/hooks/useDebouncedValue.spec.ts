import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('yields one update, the last value, once the changes pause for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    for (const value of ['b', 'bi', 'bik']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(299));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('bik');
  });
});
