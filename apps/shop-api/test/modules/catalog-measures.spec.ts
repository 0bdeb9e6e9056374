import { describe, expect, it } from 'vitest';
import { variantMeasures } from '../../src/modules/catalog/service';
import { variantDimensions } from '../../src/seed/demo';

describe('variant measures on the product card', () => {
  it('gives weight in kg, dimensions in m and volume in m³ from the stored grams, mm and cm³', () => {
    expect(variantMeasures({ weight_grams: 90, length_mm: 170, width_mm: 75, height_mm: 65, volume_cm3: 829 })).toEqual(
      { weight_kg: 0.09, dimensions_m: [0.17, 0.075, 0.065], volume_m3: 0.000829 },
    );
    expect(
      variantMeasures({ weight_grams: 650, length_mm: 1400, width_mm: 700, height_mm: null, volume_cm3: null }),
    ).toEqual({ weight_kg: 0.65, dimensions_m: [1.4, 0.7], volume_m3: null });
  });

  it('states nothing it does not know', () => {
    expect(
      variantMeasures({ weight_grams: 0, length_mm: 300, width_mm: null, height_mm: null, volume_cm3: null }),
    ).toEqual({ weight_kg: null, dimensions_m: null, volume_m3: null });
  });

  it("seeds a towel's size from its size code and goggles by their case; garments state none", () => {
    expect(variantDimensions('towel', 'T70X140')).toEqual({
      length_mm: 1400,
      width_mm: 700,
      height_mm: null,
      volume_cm3: null,
    });
    expect(variantDimensions('goggles', 'ONE')).toEqual({
      length_mm: 170,
      width_mm: 75,
      height_mm: 65,
      volume_cm3: 829,
    });
    expect(variantDimensions('one-piece', 'M')).toEqual({
      length_mm: null,
      width_mm: null,
      height_mm: null,
      volume_cm3: null,
    });
  });
});
