/**
 * URLs of the API's image optimiser (`/_img/<path>?w=&q=&f=`): the storefront asks for WebP at the
 * width it shows, and twice that width for 2x screens at a lower quality (dense pixels hide it).
 */

/**
 * The renditions the optimiser makes: it answers any other width, quality or format with 400, so
 * junk URLs cannot fill its cache. openapi.yaml's `getImage` lists the same (image.spec.ts checks).
 */
export const IMAGE_WIDTHS = [144, 160, 240, 320, 400, 480, 640, 720, 800, 960, 1200, 1440, 1600, 2000, 2400] as const;
export const IMAGE_QUALITIES = [70, 75, 80] as const;
export const IMAGE_FORMAT = 'webp';

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];

/** The widths shown with a 1x/2x `srcSet`, each with its 2x rendition (typed, so both are allowed widths). */
const DOUBLE_WIDTH = { 240: 480, 320: 640, 480: 960, 720: 1440 } as const satisfies Partial<
  Record<ImageWidth, ImageWidth>
>;

export type ResponsiveImageWidth = keyof typeof DOUBLE_WIDTH;

export function optimizedImage(url: string, width: ImageWidth, quality: ImageQuality = 75): string {
  return `${url}?w=${width}&q=${quality}&f=${IMAGE_FORMAT}`;
}

/** `src` and a 1x/2x `srcSet` for an image shown `width` CSS pixels wide. */
export function responsiveImage(
  url: string,
  width: ResponsiveImageWidth,
  quality: ImageQuality = 75,
): { src: string; srcSet: string } {
  const src = optimizedImage(url, width, quality);
  return { src, srcSet: `${src} 1x, ${optimizedImage(url, DOUBLE_WIDTH[width], 70)} 2x` };
}
