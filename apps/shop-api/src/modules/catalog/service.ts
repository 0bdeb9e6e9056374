import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { localizePath, type Locale } from '../../lib/locale';
import { notFound, validationFailed } from '../../http/problem';
import { loadShopSettings } from '../config/service';
import { calculatedPrice, productCards, productUrl, sizeChartsOf, toMajor } from '../products/service';
import { sanitizeHtml } from '../../lib/html';
import { ancestry } from '../../lib/tree';
import { createTtlCache } from '../../lib/ttl-cache';
import { buildListing, type ListingSort, type ListingVariant } from './listing';
import {
  findCategoryByPath,
  findProductByPath,
  listCategories,
  listingVariants,
  productImages,
  productVariants,
  type CategoryRow,
} from './repository';

/** Other modules (search, SEO) read the category list here, never from the repository. */
export { listCategories };

/** The storefront path of a category listing, e.g. `/ru/catalog/women/swimsuits`. */
export function categoryUrl(path: string, locale: Locale): string {
  return localizePath(`/catalog/${path}`, locale);
}

/**
 * The uri of the all-products listing, `/catalog/all`: a reserved top-level uri (like `search`)
 * that lists the whole catalogue under a virtual root category.
 */
export const ALL_PRODUCTS_URI = 'all';

const ALL_PRODUCTS_NAME = { en: 'All products', ru: 'Все товары' } as const;

const ALL_PRODUCTS_SEO = {
  en: {
    title: 'All products: swimwear and swimming gear',
    description: 'Every product of the shop: swimsuits, trunks, goggles, caps and towels for women, men and kids.',
  },
  ru: {
    title: 'Все товары: одежда для плавания и снаряжение',
    description: 'Все товары магазина: купальники, плавки, очки, шапочки и полотенца для женщин, мужчин и детей.',
  },
} as const;

/** The all-products listing as a category row: no parent, and the top-level categories as its children. */
function allProductsRow(locale: Locale): CategoryRow {
  const { title, description } = ALL_PRODUCTS_SEO[locale];
  return {
    id: 0,
    parent_id: null,
    uri: ALL_PRODUCTS_URI,
    path: ALL_PRODUCTS_URI,
    weight: 0,
    collapse: 0,
    active: 1,
    name: ALL_PRODUCTS_NAME[locale],
    seo_title: title,
    seo_description: description,
  };
}

function toCategory(row: CategoryRow, locale: Locale) {
  return {
    id: row.id,
    parent_id: row.parent_id,
    weight: row.weight,
    collapse: row.collapse === 1,
    uri: row.uri,
    name: row.name,
    url: categoryUrl(row.path, locale),
    url_active: row.active === 1,
    image: null,
  };
}

const TREE_SEO = {
  en: {
    title: 'Catalogue: swimwear and swimming gear',
    description: 'All categories of the shop: women, men, kids, swimming gear and towels.',
    h1: 'Catalogue',
  },
  ru: {
    title: 'Каталог: одежда для плавания и снаряжение',
    description: 'Все категории магазина: женщинам, мужчинам, детям, снаряжение и полотенца.',
    h1: 'Каталог',
  },
} as const;

/**
 * `GET /api/v1/catalog`: the menus' tree. Top-level categories are those without a parent and
 * with collapse set, sorted by weight (spec, section 3), each with its active children.
 */
export async function catalogTree(db: Kysely<Database>, locale: Locale) {
  const rows = await listCategories(db, locale);
  const active = rows.filter((row) => row.active === 1);
  const categories = active
    .filter((row) => row.parent_id === null && row.collapse === 1)
    .map((row) => ({
      ...toCategory(row, locale),
      children: active.filter((child) => child.parent_id === row.id).map((child) => toCategory(child, locale)),
    }));
  const allProductsUrl = categoryUrl(ALL_PRODUCTS_URI, locale);
  return {
    page: { seo: { ...TREE_SEO[locale], canonical: allProductsUrl } },
    categories,
    all_products_url: allProductsUrl,
  };
}

/** `GET /api/v1/categories/items`: a flat list, optionally the children of one parent or given ids. */
export async function categoryItems(
  db: Kysely<Database>,
  locale: Locale,
  filter: { parent_id?: number | undefined; ids?: number[] | undefined },
) {
  const rows = await listCategories(db, locale);
  const ids = filter.ids ? new Set(filter.ids) : undefined;
  const items = rows
    .filter((row) => row.active === 1)
    .filter((row) => filter.parent_id === undefined || row.parent_id === filter.parent_id)
    .filter((row) => !ids || ids.has(row.id))
    .map((row) => toCategory(row, locale));
  return { items };
}

const HOME_CRUMB = { en: 'Home', ru: 'Главная' } as const;

export interface CatalogPageQuery {
  page: number;
  per_page: number;
  sort: ListingSort;
  color?: string[] | undefined;
  size?: string[] | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  variant?: number | undefined;
}

/** Home, then the category and its ancestors, from the top. */
function categoryCrumbs(rows: readonly CategoryRow[], category: CategoryRow, locale: Locale) {
  const chain = category.id === 0 ? [category] : ancestry(rows, category.id).reverse();
  return [
    { name: HOME_CRUMB[locale], url: localizePath('/', locale) },
    ...chain.map((row) => ({ name: row.name, url: categoryUrl(row.path, locale) })),
  ];
}

/** A meta description from HTML: its text, on one line, cut at a word near 160 characters. */
function describe(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}

/**
 * A product card: `…/category-path/product-slug`. The selected variant is the one asked for when it
 * belongs to the product, else the default one (first in stock, else first); never a 404 for it.
 */
async function productPage(db: Kysely<Database>, locale: Locale, path: string, variantId: number | undefined) {
  const cut = path.lastIndexOf('/');
  const product = cut > 0 ? await findProductByPath(db, path.slice(0, cut), path.slice(cut + 1), locale) : undefined;
  if (!product) throw notFound('No such category or product.');
  const [rows, variants, images, settings, [summary]] = await Promise.all([
    listCategories(db, locale),
    productVariants(db, product.id, locale),
    productImages(db, product.id),
    loadShopSettings(db),
    productCards(db, [product.id], locale),
  ]);
  const category = rows.find((row) => row.id === product.category_id);
  if (!category || !summary || variants.length === 0) throw notFound('No such category or product.');
  const sizeCharts = await sizeChartsOf(
    db,
    ancestry(rows, category.id).map((row) => row.id),
    locale,
  );

  const currency = settings.currency.code;
  const url = productUrl(product.category_path, product.slug, locale);
  const toImage = (image: { path: string; width: number; height: number }) => ({
    url: `/_img/${image.path}`,
    width: image.width,
    height: image.height,
    alt: product.name,
  });
  const selected =
    variants.find((variant) => variant.id === variantId) ??
    variants.find((variant) => variant.id === summary.default_variant_id) ??
    variants[0];
  const colors = [...new Map(variants.map((variant) => [variant.color_id, variant])).values()].map((variant) => {
    const own = images.filter((image) => image.color_id === variant.color_id);
    return {
      id: variant.color_id,
      name: variant.color_name,
      hex: variant.hex,
      images: (own.length ? own : images.filter((image) => image.color_id === null)).map(toImage),
    };
  });
  const sizes = [
    ...new Map(
      [...variants]
        .sort((a, b) => a.size_order - b.size_order)
        .map((variant) => [variant.size_id, { id: variant.size_id, name: variant.size_label }]),
    ).values(),
  ];
  return {
    type: 'product' as const,
    page: {
      seo: {
        title: `${product.name} | ${settings.companyName}`,
        description: describe(product.description_html),
        canonical: url,
        h1: product.name,
      },
    },
    product: {
      id: product.id,
      name: product.name,
      url,
      description_html: sanitizeHtml(product.description_html),
      category: toCategory(category, locale),
      breadcrumbs: [...categoryCrumbs(rows, category, locale), { name: product.name, url }],
      // The gallery of the selected variant's colour (the contract), as the card shows it.
      images: colors.find((color) => color.id === selected?.color_id)?.images ?? images.map(toImage),
      colors,
      sizes,
      variants: variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        color_id: variant.color_id,
        size_id: variant.size_id,
        calculatedPrice: calculatedPrice(variant, currency),
        stock: variant.stock,
        in_stock: variant.stock > 0,
        product_url: `${url}?variant=${variant.id}`,
        ...variantMeasures(variant),
      })),
      selected_variant_id: selected?.id ?? summary.default_variant_id,
      in_stock: summary.in_stock,
      badges: summary.badges,
      rating: { average: summary.rating, count: summary.reviews_count },
      has_size_guide: sizeCharts.length > 0,
      brand: settings.companyName,
      material: product.material.trim() ? product.material : null,
    },
  };
}

/**
 * A variant's weight, dimensions and volume in the units the card shows (kg, m, m³; spec,
 * section 5), from the stored grams, millimetres and cubic centimetres; null where not stated.
 */
export function variantMeasures(variant: {
  weight_grams: number;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  volume_cm3: number | null;
}) {
  const sides = [variant.length_mm, variant.width_mm, variant.height_mm].filter((side) => side !== null);
  return {
    weight_kg: variant.weight_grams > 0 ? variant.weight_grams / 1000 : null,
    dimensions_m: sides.length >= 2 ? sides.map((side) => side / 1000) : null,
    volume_m3: variant.volume_cm3 === null ? null : variant.volume_cm3 / 1_000_000,
  };
}

/** Decimal prices of a query to minor units (the API stores and compares integers). */
const toMinor = (amount: number | undefined) => (amount === undefined ? undefined : Math.round(amount * 100));

/** Reads the variants a listing filters and sorts by, of these categories' own products (a subtree's ids). */
export type ListingVariantSource = (categoryIds: readonly number[], locale: Locale) => Promise<ListingVariant[]>;

/** Categories (per language) whose listing variants keepListingVariants holds at most. */
const KEPT_LISTING_CATEGORIES = 2_000;

/**
 * The listing variants of each category kept per language for `ttlMs` (CATALOG_CACHE_TTL_MS),
 * refreshed in the background once expired: every filter, sort and page of a listing, each a URL
 * of its own in the answer cache, then computes from memory instead of reading all of the
 * subtree's variants again (at 100,000 variants that read is most of an uncached listing's time).
 * Kept per category, so a parent's listing shares its children's and memory holds each variant once
 * per language; repeated texts (colour and size names) are shared between rows. `ttlMs` 0 reads
 * the database on every call, in one query.
 */
export function keepListingVariants(db: Kysely<Database>, ttlMs: number): ListingVariantSource & { clear(): void } {
  if (ttlMs <= 0)
    return Object.assign((categoryIds: readonly number[], locale: Locale) => listingVariants(db, categoryIds, locale), {
      clear: () => undefined,
    });
  const kept = createTtlCache<ListingVariant[]>({
    name: 'catalog_listing_variants',
    ttlMs,
    max: KEPT_LISTING_CATEGORIES,
    staleWhileRevalidate: true,
  });
  const load = async (categoryId: number, locale: Locale) => {
    const texts = new Map<string, string>();
    const shared = (text: string) => texts.get(text) ?? (texts.set(text, text), text);
    return (await listingVariants(db, [categoryId], locale)).map((row) => ({
      ...row,
      color: shared(row.color),
      hex: shared(row.hex),
      color_name: shared(row.color_name),
      size: shared(row.size),
      size_label: shared(row.size_label),
    }));
  };
  const read: ListingVariantSource = async (categoryIds, locale) => {
    const lists = await Promise.all(categoryIds.map((id) => kept.get(`${locale} ${id}`, () => load(id, locale))));
    // concat, not flat(): flat() is several times slower on lists this long.
    return ([] as ListingVariant[]).concat(...lists);
  };
  return Object.assign(read, { clear: () => kept.clear() });
}

/**
 * `GET /api/v1/catalog/{categoryUri}`: the listing of a category path, with its filters, facets,
 * sort and page. A path that is no category answers 404; a page past the last one answers 404
 * too, while page 1 of an empty category is an empty listing. `variantsOf` gives the listing's
 * variants: the routes pass keepListingVariants; by default they are read afresh.
 */
export async function catalogPage(
  db: Kysely<Database>,
  locale: Locale,
  path: string,
  query: CatalogPageQuery,
  variantsOf: ListingVariantSource = (categoryIds) => listingVariants(db, categoryIds, locale),
) {
  const isAll = path === ALL_PRODUCTS_URI;
  const category = isAll ? allProductsRow(locale) : await findCategoryByPath(db, path, locale);
  // A product card ignores the listing's parameters (the contract), its price range included.
  if (!category) return productPage(db, locale, path, query.variant);
  if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
    throw validationFailed({ price_min: ['validation.max'] }, 'price_min must not exceed price_max.');
  }
  const rows = await listCategories(db, locale);
  const subtree = rows
    .filter((row) => isAll || row.path === category.path || row.path.startsWith(`${category.path}/`))
    .map((row) => row.id);
  const [variants, settings] = await Promise.all([variantsOf(subtree, locale), loadShopSettings(db)]);
  // The all-products listing offers the top-level categories as its sub-categories.
  const childOf = (row: CategoryRow) =>
    isAll ? row.parent_id === null && row.collapse === 1 : row.parent_id === category.id;
  const listing = buildListing(variants, {
    color: query.color,
    size: query.size,
    priceMin: toMinor(query.price_min),
    priceMax: toMinor(query.price_max),
    sort: query.sort,
    page: query.page,
    perPage: query.per_page,
  });
  if (query.page > listing.lastPage)
    throw notFound(`This listing has ${listing.lastPage} page${listing.lastPage === 1 ? '' : 's'}.`);

  const currency = settings.currency.code;
  const url = categoryUrl(category.path, locale);
  return {
    type: 'category' as const,
    page: {
      seo: {
        title: category.seo_title || category.name,
        description: category.seo_description,
        canonical: query.page > 1 ? `${url}?page=${query.page}` : url,
        h1: category.name,
      },
    },
    category: toCategory(category, locale),
    breadcrumbs: categoryCrumbs(rows, category, locale),
    children: rows.filter((row) => childOf(row) && row.active === 1).map((row) => toCategory(row, locale)),
    products: await productCards(db, listing.productIds, locale, { shownVariants: listing.shownVariants }),
    pagination: { page: query.page, per_page: query.per_page, total: listing.total, last_page: listing.lastPage },
    filters: {
      colors: listing.facets.colors,
      sizes: listing.facets.sizes,
      price: listing.facets.price
        ? { min: toMajor(listing.facets.price.minMinor), max: toMajor(listing.facets.price.maxMinor), currency }
        : null,
    },
    applied: {
      color: listing.applied.color,
      size: listing.applied.size,
      price_min: listing.applied.priceMin === null ? null : toMajor(listing.applied.priceMin),
      price_max: listing.applied.priceMax === null ? null : toMajor(listing.applied.priceMax),
    },
    sort: query.sort,
  };
}
