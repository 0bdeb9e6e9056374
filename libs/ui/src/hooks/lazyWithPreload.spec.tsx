import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
});
