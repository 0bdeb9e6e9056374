import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload';

describe('lazyWithPreload', () => {
  it('starts loading on preload and renders what was loaded', async () => {
    const load = vi.fn(async () => ({ default: ({ name }: { name: string }) => <p>Hello, {name}</p> }));
    const Greeting = lazyWithPreload(load);
    Greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Sam" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello, Sam')).toBeTruthy();
  });

  it('swallows a failed preload', async () => {
    const Broken = lazyWithPreload<{ name: string }>(() => Promise.reject(new Error('offline')));
    expect(() => Broken.preload()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
