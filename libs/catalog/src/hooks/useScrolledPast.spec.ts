import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './useScrolledPast';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrolledPast', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('turns true at the threshold and false again below it', () => {
    const { result } = renderHook(() => useScrolledPast(75));
    expect(result.current).toBe(false);
    scrollTo(74);
    expect(result.current).toBe(false);
    scrollTo(75);
    expect(result.current).toBe(true);
    scrollTo(74);
    expect(result.current).toBe(false);
  });

  it('stays true until the page is back above the release point', () => {
    const { result } = renderHook(() => useScrolledPast(75, 20));
    scrollTo(80);
    expect(result.current).toBe(true);
    // What scroll anchoring does after a 48 px collapse: the state must hold.
    scrollTo(32);
    expect(result.current).toBe(true);
    scrollTo(19);
    expect(result.current).toBe(false);
    scrollTo(60);
    expect(result.current).toBe(false);
  });

  it('reads the position on mount, for a page opened already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    const { result } = renderHook(() => useScrolledPast(75, 20));
    expect(result.current).toBe(true);
  });
});
