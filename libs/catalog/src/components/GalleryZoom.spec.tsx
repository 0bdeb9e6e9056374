import { act, fireEvent, render, screen } from '@testing-library/react';
import { messagesByLocale, ShopIntlProvider } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GalleryZoom, zoomWidth } from './GalleryZoom';

const image = { url: '/_img/products/one-piece-ff6f61.png', width: 1200, height: 1200, alt: 'Coral Wave one-piece' };

function renderZoom() {
  render(
    <ShopIntlProvider locale="en" messages={messagesByLocale.en}>
      <ShopThemeProvider>
        <GalleryZoom image={image} width={720} />
      </ShopThemeProvider>
    </ShopIntlProvider>,
  );
  return screen.getByRole('button', { name: 'Zoom in on Coral Wave one-piece' });
}

/** The large picture, once the zoom has asked for it. */
const large = (frame: HTMLElement) => frame.querySelector<HTMLImageElement>('img[alt=""]');

describe('GalleryZoom', () => {
  afterEach(() => vi.useRealTimers());

  it('zooms on hover: loading until the large picture arrives, zoomed, then normal on leaving', () => {
    const frame = renderZoom();
    expect(frame.getAttribute('data-zoom-state')).toBe('normal');
    fireEvent.pointerEnter(frame, { pointerType: 'mouse' });
    expect(frame.getAttribute('data-zoom-state')).toBe('loading');
    expect(screen.getByRole('status').textContent).toContain('Loading the large picture');
    const picture = large(frame);
    expect(picture?.getAttribute('src')).toMatch(/^\/_img\/products\/one-piece-ff6f61\.png\?w=\d+&q=80&f=webp$/);
    fireEvent.load(picture as HTMLImageElement);
    expect(frame.getAttribute('data-zoom-state')).toBe('zoomed');
    expect(frame.getAttribute('aria-pressed')).toBe('true');
    fireEvent.pointerLeave(frame, { pointerType: 'mouse' });
    expect(frame.getAttribute('data-zoom-state')).toBe('normal');
    expect(large(frame)).toBeNull();
    // Back again: the picture is known, so no loading state.
    fireEvent.pointerEnter(frame, { pointerType: 'mouse' });
    expect(frame.getAttribute('data-zoom-state')).toBe('zoomed');
  });

  it('toggles on a tap or click, ignores touch hover, and returns to normal on Escape', () => {
    const frame = renderZoom();
    fireEvent.pointerEnter(frame, { pointerType: 'touch' });
    expect(frame.getAttribute('data-zoom-state')).toBe('normal');
    fireEvent.click(frame);
    fireEvent.load(large(frame) as HTMLImageElement);
    expect(frame.getAttribute('data-zoom-state')).toBe('zoomed');
    fireEvent.click(frame);
    expect(frame.getAttribute('data-zoom-state')).toBe('normal');
    fireEvent.click(frame);
    expect(frame.getAttribute('data-zoom-state')).toBe('zoomed');
    fireEvent.keyDown(frame, { key: 'Escape' });
    expect(frame.getAttribute('data-zoom-state')).toBe('normal');
  });

  it('asks for a larger picture 500 ms after the window stops resizing, not before', () => {
    vi.useFakeTimers();
    const frame = renderZoom();
    const width = vi.spyOn(frame, 'clientWidth', 'get').mockReturnValue(1000);
    fireEvent.click(frame);
    const before = large(frame)?.getAttribute('src');
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(300);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(499);
    });
    expect(large(frame)?.getAttribute('src')).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    expect(large(frame)?.getAttribute('src')).toContain(`w=${zoomWidth(1000, window.devicePixelRatio)}`);
    expect(large(frame)?.getAttribute('src')).not.toBe(before);
    width.mockRestore();
  });

  it('picks sharp widths in steps the optimiser caches, within its limit', () => {
    expect(zoomWidth(400, 1)).toBe(1200);
    expect(zoomWidth(400, 2)).toBe(2000);
    expect(zoomWidth(720, 3)).toBe(2400);
    expect(zoomWidth(0, 1)).toBe(400);
  });
});
