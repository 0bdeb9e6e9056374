import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload';

const greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

describe('lazyWithPreload', () => {
  it('starts loading on preload and renders what was loaded', async () => {
    const load = vi.fn(async () => ({ default: greeting }));
    const Greeting = lazyWithPreload(load);
    void Greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Sam" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello, Sam')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once a preload has finished', async () => {
    const Greeting = lazyWithPreload(async () => ({ default: greeting }));
    await Greeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Ana')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('swallows a failed preload and loads again on render', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: greeting });
    const Greeting = lazyWithPreload<{ name: string }>(load);
    await expect(Greeting.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Li" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello, Li')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('a chunk that cannot be fetched', () => {
    const missing = () =>
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Gone-abc123.js');
    const reload = vi.fn();
    const realLocation = window.location;

    beforeEach(() => {
      Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
      // React reports each error a boundary caught on console.error; these are expected.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    afterEach(() => {
      vi.restoreAllMocks();
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
      window.sessionStorage.clear();
      reload.mockReset();
    });

    const renderInBoundary = (children: ReactNode) =>
      render(
        <Boundary>
          <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
        </Boundary>,
      );

    // Each page is a fresh module, as after a reload: the page's reload-once memory starts empty.
    const loadPage = async () => {
      vi.resetModules();
      const [{ lazyWithPreload: fresh }, { reloadForMissingChunk }] = await Promise.all([
        import('./lazyWithPreload'),
        import('./missingChunk'),
      ]);
      return { lazyWithPreload: fresh, reloadForMissingChunk };
    };

    it('reloads the page once, and shows the error when it is still missing after that', async () => {
      const first = await loadPage();
      const Gone = first.lazyWithPreload<{ name: string }>(() => Promise.reject(missing()));
      const page = renderInBoundary(<Gone name="Kim" />);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(screen.getByText('Loading')).toBeTruthy();
      page.unmount();

      // The reloaded page meets the same missing file: no second reload, the error shows.
      const second = await loadPage();
      const StillGone = second.lazyWithPreload<{ name: string }>(() => Promise.reject(missing()));
      renderInBoundary(<StillGone name="Kim" />);
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        expect.stringMatching(/Failed to fetch dynamically imported module/),
      );
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('waits for a reload the page has already started, without starting another', async () => {
      const { lazyWithPreload: onPage, reloadForMissingChunk } = await loadPage();
      // The page's own listener met the failure first (Vite tells it before the importer).
      expect(reloadForMissingChunk()).toBe(true);
      const Gone = onPage<{ name: string }>(() => Promise.reject(missing()));
      const Other = onPage<{ name: string }>(() => Promise.reject(missing()));
      renderInBoundary(
        <>
          <Gone name="Kim" />
          <Other name="Lee" />
        </>,
      );
      await expect(Gone.preload()).resolves.toBeUndefined();
      await expect(Other.preload()).resolves.toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.getByText('Loading')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not reload without storage to remember it by (a reload could loop)', async () => {
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('storage is disabled', 'SecurityError');
      });
      const Gone = lazyWithPreload<{ name: string }>(() => Promise.reject(missing()));
      renderInBoundary(<Gone name="Kim" />);
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        expect.stringMatching(/Failed to fetch dynamically imported module/),
      );
      expect(reload).not.toHaveBeenCalled();
    });

    it('does not reload for an error in the module itself', async () => {
      const Broken = lazyWithPreload<{ name: string }>(() => Promise.reject(new Error('render bug')));
      renderInBoundary(<Broken name="Kim" />);
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'render bug');
      expect(reload).not.toHaveBeenCalled();
    });
  });
});

/** Shows the error a child threw. */
class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
