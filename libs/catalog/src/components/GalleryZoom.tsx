import type { Image } from '@shop/api';
import { Spinner, optimizedImage, responsiveImage, type ImageWidth, type ResponsiveImageWidth } from '@shop/ui';
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { GALLERY_RESIZE_DEBOUNCE_MS, GALLERY_ZOOM_SCALE } from '../constants';
import * as S from './GalleryZoom.styles';

export type ZoomState = 'normal' | 'loading' | 'zoomed';

/** Widths the large picture is asked for in (the optimiser's cache holds few variants per image). */
const ZOOM_WIDTHS = [400, 800, 1200, 1600, 2000, 2400] as const satisfies readonly ImageWidth[];

/** The width of the large picture for a frame `frameWidth` CSS pixels wide: sharp at the zoom scale. */
export function zoomWidth(frameWidth: number, pixelRatio: number): ImageWidth {
  const wanted = frameWidth * GALLERY_ZOOM_SCALE * Math.min(pixelRatio, 2);
  return ZOOM_WIDTHS.find((width) => width >= wanted) ?? 2400;
}

/** The frame's width now, and again 500 ms after the window stops resizing. */
function useFrameWidth(frame: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const measure = () => setWidth(frame.current?.clientWidth ?? 0);
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, GALLERY_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [frame]);
  return width;
}

/**
 * The product card's main picture with zoom. States: normal, loading (the large picture is on its
 * way) and zoomed (shown at GALLERY_ZOOM_SCALE about the pointer or finger). A mouse zooms on hover
 * and back on leaving; a click, a tap, Enter or Space toggles; Escape returns to normal. The large
 * picture's width follows the frame's, measured again 500 ms after a resize. Give it the image's
 * url as its `key`, so another picture starts unzoomed.
 */
export function GalleryZoom({
  image,
  width,
  priority = false,
}: {
  image: Image;
  width: ResponsiveImageWidth;
  priority?: boolean;
}) {
  const intl = useIntl();
  const frame = useRef<HTMLButtonElement>(null);
  const zoomed = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<ZoomState>('normal');
  const [loaded, setLoaded] = useState<string | null>(null);
  const frameWidth = useFrameWidth(frame);
  const large = optimizedImage(
    image.url,
    zoomWidth(frameWidth || width, typeof window === 'undefined' ? 1 : window.devicePixelRatio),
    80,
  );

  const zoomIn = () => setState(loaded === large ? 'zoomed' : 'loading');
  const follow = (event: PointerEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!zoomed.current || box.width === 0 || box.height === 0) return;
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    // Set directly: a re-render per pointer move would be wasted work.
    zoomed.current.style.transformOrigin = `${x}% ${y}%`;
  };

  return (
    <S.Frame
      ref={frame}
      type="button"
      $state={state}
      data-zoom-state={state}
      aria-pressed={state !== 'normal'}
      aria-label={intl.formatMessage({ id: 'product.zoom' }, { name: image.alt })}
      onClick={() => (state === 'normal' ? zoomIn() : setState('normal'))}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        follow(event);
        zoomIn();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setState('normal');
      }}
      onPointerMove={follow}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state !== 'normal') {
          event.stopPropagation();
          setState('normal');
        }
      }}
    >
      <S.Picture
        {...responsiveImage(image.url, width, 80)}
        alt={image.alt}
        width={width}
        height={width}
        fetchPriority={priority ? 'high' : 'auto'}
      />
      {state !== 'normal' && (
        <S.Zoomed
          ref={zoomed}
          src={large}
          alt=""
          $scale={GALLERY_ZOOM_SCALE}
          $visible={state === 'zoomed'}
          onLoad={() => {
            setLoaded(large);
            setState((current) => (current === 'loading' ? 'zoomed' : current));
          }}
        />
      )}
      {state === 'loading' && (
        <S.Loading>
          <Spinner size="sm" label={intl.formatMessage({ id: 'product.zoomLoading' })} />
        </S.Loading>
      )}
    </S.Frame>
  );
}
