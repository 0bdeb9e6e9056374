import { describe, expect, it } from 'vitest';
import { optimizedImage, responsiveImage } from './image';

describe('image optimiser URLs', () => {
  it('asks for WebP at a width and quality', () => {
    expect(optimizedImage('/_img/products/a.png', 144, 70)).toBe('/_img/products/a.png?w=144&q=70&f=webp');
  });

  it('offers twice the width at quality 70 for 2x screens', () => {
    expect(responsiveImage('/_img/products/a.png', 320)).toEqual({
      src: '/_img/products/a.png?w=320&q=75&f=webp',
      srcSet: '/_img/products/a.png?w=320&q=75&f=webp 1x, /_img/products/a.png?w=640&q=70&f=webp 2x',
    });
    expect(responsiveImage('/x.png', 720, 80).srcSet).toBe('/x.png?w=720&q=80&f=webp 1x, /x.png?w=1440&q=70&f=webp 2x');
  });
});
