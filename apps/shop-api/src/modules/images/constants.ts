/**
 * Renders at once: each takes a core and up to a few tens of MB while sharp decodes the original,
 * so a burst of new renditions waits its turn instead of starving the API on a small machine.
 */
export const RENDERS_AT_ONCE = 2;

/** The rendition cache's name in `shop_cache_requests_total` (a hit is answered without a resize). */
export const IMAGE_CACHE_NAME = 'image_renditions';

/** What the optimiser sends: the contract's only format (the storefront asks for nothing else). */
export const IMAGE_CONTENT_TYPE = 'image/webp';

/**
 * The renditions the pages ask for first, warmed after the API starts, the most wanted first: the
 * product card's main picture (`GalleryZoom` at 720 px: 2x at quality 70, 1x at 80), then a
 * listing tile's (`ProductCard` at 320 px: 2x at 70, 1x at 75). `responsiveImage` in `libs/ui`
 * makes these URLs; change both together.
 */
export const WARMED_RENDITIONS = [
  { width: 1440, quality: 70 },
  { width: 720, quality: 80 },
  { width: 640, quality: 70 },
  { width: 320, quality: 75 },
] as const;

/** The warm-up stops when the cache is this full, so it never evicts a rendition visitors asked for. */
export const WARM_UP_CACHE_SHARE = 0.5;
