/**
 * A category listing computed from its variants: filters, facets with counts, sort and the page.
 * Pure (no SQL), so every rule is tested directly. A product matches when one of its variants in
 * stock matches every filter at once (a coral S within the price range).
 */

export interface ListingVariant {
  product_id: number;
  created_at: number;
  color: string;
  hex: string;
  color_name: string;
  size: string;
  size_label: string;
  size_order: number;
  price_minor: number;
}

export type ListingSort = 'newest' | 'price_asc' | 'price_desc';

export interface ListingQuery {
  color?: readonly string[] | undefined;
  size?: readonly string[] | undefined;
  /** Minor units. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  sort: ListingSort;
  page: number;
  perPage: number;
}

interface Filters {
  colors: ReadonlySet<string> | null;
  sizes: ReadonlySet<string> | null;
  priceMin: number | null;
  priceMax: number | null;
}

const sizeValue = (code: string) => code.toLowerCase();

function matches(variant: ListingVariant, filters: Filters, skip?: 'color' | 'size' | 'price'): boolean {
  if (skip !== 'color' && filters.colors && !filters.colors.has(variant.color)) return false;
  if (skip !== 'size' && filters.sizes && !filters.sizes.has(sizeValue(variant.size))) return false;
  if (skip !== 'price' && filters.priceMin !== null && variant.price_minor < filters.priceMin) return false;
  if (skip !== 'price' && filters.priceMax !== null && variant.price_minor > filters.priceMax) return false;
  return true;
}

/** Distinct products among the variants that pass, per facet value. */
function countBy(variants: readonly ListingVariant[], key: (variant: ListingVariant) => string): Map<string, number> {
  const products = new Map<string, Set<number>>();
  for (const variant of variants) {
    const value = key(variant);
    if (!products.has(value)) products.set(value, new Set());
    products.get(value)?.add(variant.product_id);
  }
  return new Map([...products].map(([value, ids]) => [value, ids.size]));
}

export function buildListing(variants: readonly ListingVariant[], query: ListingQuery) {
  // Values the category does not offer are dropped, and not echoed back.
  const offeredColors = new Set(variants.map((variant) => variant.color));
  const offeredSizes = new Set(variants.map((variant) => sizeValue(variant.size)));
  const colors = [...new Set(query.color ?? [])].filter((value) => offeredColors.has(value));
  const sizes = [...new Set((query.size ?? []).map(sizeValue))].filter((value) => offeredSizes.has(value));
  const filters: Filters = {
    colors: colors.length ? new Set(colors) : null,
    sizes: sizes.length ? new Set(sizes) : null,
    priceMin: query.priceMin ?? null,
    priceMax: query.priceMax ?? null,
  };

  // The products that match, each with the lowest matching price and its date.
  const found = new Map<number, { price: number; created: number }>();
  for (const variant of variants) {
    if (!matches(variant, filters)) continue;
    const known = found.get(variant.product_id);
    if (!known || variant.price_minor < known.price) found.set(variant.product_id, { price: variant.price_minor, created: variant.created_at });
  }
  const order = [...found].sort(([idA, a], [idB, b]) => {
    if (query.sort === 'price_asc' && a.price !== b.price) return a.price - b.price;
    if (query.sort === 'price_desc' && a.price !== b.price) return b.price - a.price;
    if (a.created !== b.created) return b.created - a.created;
    return idB - idA;
  });
  const total = order.length;
  const lastPage = Math.max(1, Math.ceil(total / query.perPage));
  const start = (query.page - 1) * query.perPage;
  const productIds = order.slice(start, start + query.perPage).map(([id]) => id);

  // Each facet counts under all the other filters.
  const colorCounts = countBy(variants.filter((variant) => matches(variant, filters, 'color')), (variant) => variant.color);
  const sizeCounts = countBy(variants.filter((variant) => matches(variant, filters, 'size')), (variant) => sizeValue(variant.size));
  const priced = variants.filter((variant) => matches(variant, filters, 'price')).map((variant) => variant.price_minor);
  const colorFacets = [...new Map(variants.map((variant) => [variant.color, variant])).values()]
    .map((variant) => ({ value: variant.color, label: variant.color_name, hex: variant.hex, count: colorCounts.get(variant.color) ?? 0 }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const sizeFacets = [...new Map(variants.map((variant) => [sizeValue(variant.size), variant])).values()]
    .sort((a, b) => a.size_order - b.size_order)
    .map((variant) => ({ value: sizeValue(variant.size), label: variant.size_label, count: sizeCounts.get(sizeValue(variant.size)) ?? 0 }));

  return {
    productIds,
    total,
    lastPage,
    facets: {
      colors: colorFacets,
      sizes: sizeFacets,
      price: priced.length ? { minMinor: priced.reduce((a, b) => Math.min(a, b)), maxMinor: priced.reduce((a, b) => Math.max(a, b)) } : null,
    },
    applied: { color: colors, size: sizes, priceMin: filters.priceMin, priceMax: filters.priceMax },
  };
}
