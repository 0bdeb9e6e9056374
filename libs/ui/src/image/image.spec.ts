import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { IMAGE_FORMAT, IMAGE_QUALITIES, IMAGE_WIDTHS, optimizedImage, responsiveImage } from './image';

/** The query parameters of the contract's `GET /_img/{imagePath}`, by name. */
function contractImageQuery(): Record<string, { schema: { enum: unknown[]; default: unknown } }> {
  const document = parseYaml(readFileSync(resolve(import.meta.dirname, '../../../../openapi.yaml'), 'utf8'));
  const parameters: { name: string; in: string; schema: { enum: unknown[]; default: unknown } }[] =
    document.paths['/_img/{imagePath}'].get.parameters;
  return Object.fromEntries(
    parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter]),
  );
}

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

  // The API validates with the schema generated from openapi.yaml: a value only one side knew
  // would be a broken picture (400) or a rendition nobody asks for.
  it('asks only for the widths, qualities and format the contract lets the API render', () => {
    const query = contractImageQuery();
    expect(query['w']?.schema.enum).toEqual([...IMAGE_WIDTHS]);
    expect(query['q']?.schema.enum).toEqual([...IMAGE_QUALITIES]);
    expect(query['f']?.schema.enum).toEqual([IMAGE_FORMAT]);
    // A bare `Image.url` (structured data) gets the defaults: they must be renditions too.
    expect(IMAGE_WIDTHS).toContain(query['w']?.schema.default);
    expect(IMAGE_QUALITIES).toContain(query['q']?.schema.default);
  });
});
