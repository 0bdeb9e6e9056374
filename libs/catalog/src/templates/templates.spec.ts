import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '@shop/api';
import { pageWindow } from './CategoryListingTemplate';
import { variantForColor } from './ProductCardTemplate';

describe('pageWindow', () => {
  it('shows every page of a short listing', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and two on each side of the current page, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });
});

const variant = (id: number, color_id: number, size_id: number, stock: number): ProductVariant => ({
  id,
  sku: `SKU-${id}`,
  color_id,
  size_id,
  calculatedPrice: { price: 50, price_with_discount: 50, currency: 'EUR' },
  stock,
  in_stock: stock > 0,
  product_url: `/catalog/x?variant=${id}`,
});

describe('variantForColor', () => {
  // Colour 1: S and M in stock. Colour 2: S sold out, L in stock. Colour 3: all sold out.
  const variants = [
    variant(1, 1, 10, 5),
    variant(2, 1, 20, 2),
    variant(3, 2, 10, 0),
    variant(4, 2, 30, 4),
    variant(5, 3, 10, 0),
  ];

  it('keeps the size when the new colour has it in stock', () => {
    expect(variantForColor(variants, 1, 20)?.id).toBe(2);
  });

  it('moves to a size in stock when the kept one is sold out in the new colour', () => {
    expect(variantForColor(variants, 2, 10)?.id).toBe(4);
  });

  it('still shows a colour that is sold out everywhere, and nothing for an unknown colour', () => {
    expect(variantForColor(variants, 3, 20)?.id).toBe(5);
    expect(variantForColor(variants, 9, 10)).toBeUndefined();
  });
});
