/**
 * URLs of the API's image optimiser (`/_img/<path>?w=&q=&f=`): the storefront asks for WebP at the
 * width it shows, and twice that width for 2x screens at a lower quality (dense pixels hide it).
 */
export function optimizedImage(url: string, width: number, quality = 75): string {
  return `${url}?w=${width}&q=${quality}&f=webp`;
}

/** `src` and a 1x/2x `srcSet` for an image shown `width` CSS pixels wide. */
export function responsiveImage(url: string, width: number, quality = 75): { src: string; srcSet: string } {
  const src = optimizedImage(url, width, quality);
  return { src, srcSet: `${src} 1x, ${optimizedImage(url, width * 2, 70)} 2x` };
}
