/**
 * The typed search params of a catalogue page: any listing state is a link, and a malformed value
 * is dropped rather than failing the page. Hand-written rather than a zod schema: this runs on
 * every page of the storefront, and zod would add ~40 KB gzip to the first load.
 */
export interface CatalogSearch {
  page?: number | undefined;
  sort?: 'newest' | 'price_asc' | 'price_desc' | undefined;
  color?: string[] | undefined;
  size?: string[] | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  variant?: number | undefined;
}

const SORTS = new Set(['newest', 'price_asc', 'price_desc']);

function integer(value: unknown, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

function money(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 0 && number <= 1_000_000 ? number : undefined;
}

function list(value: unknown, maxLength: number): string[] | undefined {
  const items = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item.length > 0 && item.length <= maxLength);
  return items.length ? [...new Set(items)].slice(0, 20) : undefined;
}

/** `validateSearch` of the catalogue route. */
export function parseCatalogSearch(raw: Record<string, unknown>): CatalogSearch {
  const search: CatalogSearch = {
    page: integer(raw['page'], 10_000),
    sort: typeof raw['sort'] === 'string' && SORTS.has(raw['sort']) ? (raw['sort'] as CatalogSearch['sort']) : undefined,
    color: list(raw['color'], 64),
    size: list(raw['size'], 32),
    price_min: money(raw['price_min']),
    price_max: money(raw['price_max']),
    variant: integer(raw['variant'], 2_147_483_647),
  };
  // Only what is set, so links stay short.
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as CatalogSearch;
}
