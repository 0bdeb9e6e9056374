/**
 * A category listing computed from its variants: filters, facets with counts, sort and the page.
 * Pure (no SQL), so every rule is tested directly. A product matches when one of its variants in
 * stock matches every filter at once (a coral S within the price range).
 */

export interface ListingVariant {
  id: number;
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

const sizeValue = (code: string) => code.toLowerCase();

/** Distinct products per facet value: a set of product ids per value. */
function addProduct(counts: Map<string, Set<number>>, value: string, productId: number) {
  const products = counts.get(value);
  if (products) products.add(productId);
  else counts.set(value, new Set([productId]));
}

/**
 * Two passes over the variants whatever the query (a large category holds tens of thousands): the
 * first collects the colours and sizes it offers, the second tests each filter once per variant and
 * feeds the matching products and all three facets from those results.
 */
export function buildListing(variants: readonly ListingVariant[], query: ListingQuery) {
  const sizeKeys = new Map<string, string>();
  const sizeKey = (variant: ListingVariant) => {
    let key = sizeKeys.get(variant.size);
    if (key === undefined) sizeKeys.set(variant.size, (key = sizeValue(variant.size)));
    return key;
  };
  const offeredColors = new Map<string, ListingVariant>();
  const offeredSizes = new Map<string, ListingVariant>();
  for (const variant of variants) {
    if (!offeredColors.has(variant.color)) offeredColors.set(variant.color, variant);
    const size = sizeKey(variant);
    if (!offeredSizes.has(size)) offeredSizes.set(size, variant);
  }
  // Values the category does not offer are dropped, and not echoed back; like sizes, colours are
  // matched whatever their case (`Navy` is `navy`).
  const colorCodes = new Map([...offeredColors.keys()].map((code) => [code.toLowerCase(), code]));
  const colors = [...new Set((query.color ?? []).flatMap((value) => colorCodes.get(value.toLowerCase()) ?? []))];
  const sizes = [...new Set((query.size ?? []).map(sizeValue))].filter((value) => offeredSizes.has(value));
  const colorFilter = colors.length ? new Set(colors) : null;
  const sizeFilter = sizes.length ? new Set(sizes) : null;
  const priceMin = query.priceMin ?? null;
  const priceMax = query.priceMax ?? null;

  // The products that match, each with the lowest matching price and its date; each facet counts
  // under all the other filters.
  const found = new Map<number, { price: number; created: number; variantId: number }>();
  const colorProducts = new Map<string, Set<number>>();
  const sizeProducts = new Map<string, Set<number>>();
  let lowest = Infinity;
  let highest = -Infinity;
  for (const variant of variants) {
    const size = sizeKey(variant);
    const colorOk = !colorFilter || colorFilter.has(variant.color);
    const sizeOk = !sizeFilter || sizeFilter.has(size);
    const priceOk =
      (priceMin === null || variant.price_minor >= priceMin) && (priceMax === null || variant.price_minor <= priceMax);
    if (sizeOk && priceOk) addProduct(colorProducts, variant.color, variant.product_id);
    if (colorOk && priceOk) addProduct(sizeProducts, size, variant.product_id);
    if (!colorOk || !sizeOk) continue;
    lowest = Math.min(lowest, variant.price_minor);
    highest = Math.max(highest, variant.price_minor);
    if (!priceOk) continue;
    const known = found.get(variant.product_id);
    if (!known || variant.price_minor < known.price)
      found.set(variant.product_id, { price: variant.price_minor, created: variant.created_at, variantId: variant.id });
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
  const shown = order.slice(start, start + query.perPage);
  const productIds = shown.map(([id]) => id);
  // Filtered, each product shows the variant that matched (a navy swimsuit under "navy", at its
  // lowest matching price), not its default colour.
  const filtered = colorFilter !== null || sizeFilter !== null || priceMin !== null || priceMax !== null;
  const shownVariants = new Map<number, number>(filtered ? shown.map(([id, match]) => [id, match.variantId]) : []);

  const colorFacets = [...offeredColors.values()]
    .map((variant) => ({
      value: variant.color,
      label: variant.color_name,
      hex: variant.hex,
      count: colorProducts.get(variant.color)?.size ?? 0,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const sizeFacets = [...offeredSizes]
    .sort(([, a], [, b]) => a.size_order - b.size_order)
    .map(([value, variant]) => ({ value, label: variant.size_label, count: sizeProducts.get(value)?.size ?? 0 }));

  return {
    productIds,
    shownVariants,
    total,
    lastPage,
    facets: {
      colors: colorFacets,
      sizes: sizeFacets,
      price: lowest <= highest ? { minMinor: lowest, maxMinor: highest } : null,
    },
    applied: { color: colors, size: sizes, priceMin, priceMax },
  };
}
