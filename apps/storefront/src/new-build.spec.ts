import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, BUILD_CHECK_MIN_GAP_MS, fetchLatestBuildId, watchBuild } from './new-build';
import { isChunkLoadError } from './chunk-error';

describe('isChunkLoadError', () => {
  it('tells a failed chunk from another failure', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/Footer-abc.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed with status 500'))).toBe(false);
  });
});

describe('fetchLatestBuildId', () => {
  it('reads the id, uncached, and says nothing when the answer is not one', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: 'b2' }));
    expect(await fetchLatestBuildId(fetcher)).toBe('b2');
    expect(fetcher).toHaveBeenCalledWith('/_build.json', { cache: 'no-store' });
    expect(await fetchLatestBuildId(async () => new Response('nope', { status: 404 }))).toBeUndefined();
    expect(await fetchLatestBuildId(async () => Response.json({ id: 3 }))).toBeUndefined();
    expect(
      await fetchLatestBuildId(async () => {
        throw new TypeError('offline');
      }),
    ).toBeUndefined();
  });
});

describe('watchBuild', () => {
  let clock = 0;
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1_000_000;
  });
  afterEach(() => vi.useRealTimers());

  function watch(latest: string[]) {
    const latestId = vi.fn(async () => latest.shift());
    const onNewBuild = vi.fn();
    const stop = watchBuild({ runningId: 'b1', latestId, onNewBuild, targets: { window, document }, now: () => clock });
    return { latestId, onNewBuild, stop };
  }

  it('asks every five minutes and reports a new build once, then stops asking', async () => {
    const { latestId, onNewBuild, stop } = watch(['b1', 'b2', 'b3']);
    expect(latestId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(latestId).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNewBuild.mock.calls).toEqual([['b2']]);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    window.dispatchEvent(new Event('focus'));
    expect(latestId).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks when the tab comes back, at most once a minute', async () => {
    const { latestId, onNewBuild, stop } = watch(['b1', 'b1', 'b2']);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(latestId).toHaveBeenCalledTimes(1);
    clock += BUILD_CHECK_MIN_GAP_MS - 1;
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    expect(latestId).toHaveBeenCalledTimes(1);
    clock += 1;
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(latestId).toHaveBeenCalledTimes(1);
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(latestId).toHaveBeenCalledTimes(2);
    expect(onNewBuild).not.toHaveBeenCalled();
    clock += BUILD_CHECK_MIN_GAP_MS;
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild.mock.calls).toEqual([['b2']]);
    stop();
  });

  it('asks no more once stopped', async () => {
    const { latestId, stop } = watch(['b2']);
    stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    expect(latestId).not.toHaveBeenCalled();
  });
});
