import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCENARIO_CLEAR_DELAY_MS } from '../constants';
import { authPopup, resetAuthPopupForTests, useAuthPopup } from './store';

describe('the auth popup store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetAuthPopupForTests();
  });
  afterEach(() => vi.useRealTimers());

  it('rejects an unknown scenario', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(authPopup.open('login')).toBe(false);
    expect(authPopup.getState().open).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('clears the scenario 500 ms after closing', () => {
    const { result } = renderHook(() => useAuthPopup());
    act(() => void authPopup.open('register'));
    expect(result.current).toMatchObject({ open: true, scenario: 'register' });
    act(() => void authPopup.close());
    expect(result.current).toMatchObject({ open: false, scenario: 'register' });
    act(() => vi.advanceTimersByTime(SCENARIO_CLEAR_DELAY_MS - 1));
    expect(result.current.scenario).toBe('register');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.scenario).toBe('none');
    expect(result.current.steps).toEqual([]);
  });

  it('keeps a popup opened again before the clear', () => {
    authPopup.open('auth');
    authPopup.close();
    vi.advanceTimersByTime(200);
    authPopup.open('reset');
    vi.advanceTimersByTime(SCENARIO_CLEAR_DELAY_MS);
    expect(authPopup.getState()).toMatchObject({ open: true, scenario: 'reset' });
  });
});
