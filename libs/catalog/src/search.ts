/**
 * The typed search params of a catalogue page: any listing state is a link, and a malformed value
 * is dropped rather than failing the page. Hand-written rather than a zod schema: this runs on
 * every page of the storefront, and zod would add ~40 KB gzip to the first load. `per_page` has no
 * control on the page (24 a page); a link may still ask the API's 1 to 96.
 */
export interface CatalogSearch {
  page?: number | undefined;
  per_page?: number | undefined;
  sort?: 'newest' | 'price_asc' | 'price_desc' | undefined;
  color?: string[] | undefined;
  size?: string[] | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  variant?: number | undefined;
}

const SORTS = new Set(['newest', 'price_asc', 'price_desc']);

function integer(value: unknown, max: number): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

function money(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 0 && number <= 1_000_000 ? number : undefined;
}

function list(value: unknown, maxLength: number): string[] | undefined {
  const items = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item.length > 0 && item.length <= maxLength,
  );
  return items.length ? [...new Set(items)].slice(0, 20) : undefined;
}

/**
 * A price range as the shopper meant it: "from 100 to 20" is the range 20 to 100 (the API refuses
 * a minimum above the maximum, and a typed or hand-edited range should not cost the listing).
 */
export function orderedPriceRange(
  min: number | undefined,
  max: number | undefined,
): Pick<CatalogSearch, 'price_min' | 'price_max'> {
  return min !== undefined && max !== undefined && min > max
    ? { price_min: max, price_max: min }
    : { price_min: min, price_max: max };
}

/**
 * `validateSearch` of the catalogue route. It answers every key, a dropped one as undefined: the
 * router's search is the URL's params with these laid over them, so a key left out would keep the
 * URL's malformed value (`?page=abc` reached the API, and its 400 became the error page). The
 * server then redirects to the URL without it; undefined keys are not written into links.
 */
export function parseCatalogSearch(raw: Record<string, unknown>): CatalogSearch {
  return {
    page: integer(raw['page'], 10_000),
    per_page: integer(raw['per_page'], 96),
    sort:
      typeof raw['sort'] === 'string' && SORTS.has(raw['sort']) ? (raw['sort'] as CatalogSearch['sort']) : undefined,
    color: list(raw['color'], 64),
    size: list(raw['size'], 32),
    ...orderedPriceRange(money(raw['price_min']), money(raw['price_max'])),
    variant: integer(raw['variant'], 2_147_483_647),
  };
}
