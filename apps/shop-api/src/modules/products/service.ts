import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { notFound, validationFailed } from '../../http/problem';
import { localizePath, type Locale } from '../../lib/locale';
import { LOCALES } from '@shop/locale';
import { createRowCache, type RowCache } from '../../lib/row-cache';
import { ancestry } from '../../lib/tree';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { isPathSegment } from '../../lib/site-path';
import { loadShopCurrency } from '../config/service';
import { recordChange } from '../changes/service';
import type { ChangeSet } from '../changes/watcher';
import { recordPathChanges } from '../redirects/service';
import {
  bestsellerProductIds,
  categoryPathById,
  categoryLinks,
  categoryProductIds,
  findProductCategory,
  findCategoryPath,
  loadCardData,
  loadVariantData,
  newestProductIds,
  productPathRow,
  saleProductIds,
  setProductPath,
  sizeChartsOf,
  topSellerIds,
} from './repository';
import { readJsonColumn } from '../../lib/json-column';

/** Other modules read size charts (a product page's inherited table) here, never from the repository. */
export { sizeChartsOf };

/** A product is `new` for this long after it is added. */
export const NEW_PRODUCT_DAYS = 30;
/** This many best-selling products (with at least one sale) carry the `bestseller` badge. */
export const BESTSELLER_BADGES = 10;
/**
 * The best sellers change slowly and cost an aggregate over every order line, which grows with
 * the shop: every list of cards (search, strips, wish list, cart) reads them from a copy this old
 * at most (refreshed in the background while the old one answers).
 */
export const BESTSELLER_BADGES_TTL_MS = 60_000;

const topSellerCaches = new WeakMap<Kysely<Database>, TtlCache<Set<number>>>();

/** The products with the `bestseller` badge; a transaction reads them afresh. */
function badgedTopSellers(db: Kysely<Database>): Promise<Set<number>> {
  if (db.isTransaction) return topSellerIds(db, BESTSELLER_BADGES);
  let cache = topSellerCaches.get(db);
  if (!cache)
    topSellerCaches.set(
      db,
      (cache = createTtlCache({ ttlMs: BESTSELLER_BADGES_TTL_MS, max: 1, staleWhileRevalidate: true })),
    );
  return cache.get('top', () => topSellerIds(db, BESTSELLER_BADGES));
}

const DAY_MS = 86_400_000;

/** Money leaves the API as decimals of the shop currency; it is stored in integer minor units. */
export const toMajor = (minor: number) => Math.round(minor) / 100;

/** A variant's price and price with discount, in the shop currency (the API's `CalculatedPrice`). */
export function calculatedPrice(
  variant: { price_minor: number; discount_price_minor: number | null },
  currency: string,
) {
  return {
    price: toMajor(variant.price_minor),
    price_with_discount: toMajor(variant.discount_price_minor ?? variant.price_minor),
    currency,
  };
}

/** The storefront path of a product card, e.g. `/ru/catalog/women/swimsuits/coral-one-piece`. */
export function productUrl(categoryPath: string, slug: string, locale: Locale): string {
  return localizePath(`/catalog/${categoryPath}/${slug}`, locale);
}

type CardData = Awaited<ReturnType<typeof loadCardData>>;
type VariantRow = CardData['variants'][number];

const effectiveMinor = (variant: VariantRow) => variant.discount_price_minor ?? variant.price_minor;

interface ImageRow {
  color_id: number | null;
  path: string;
  width: number;
  height: number;
}

/** The image shown for a colour of a product: the colour's first, else the product's first, else null. */
function imageOf(images: readonly ImageRow[], colorId: number, alt: string) {
  const image = images.find((candidate) => candidate.color_id === colorId) ?? images[0];
  return image ? { url: `/_img/${image.path}`, width: image.width, height: image.height, alt } : null;
}

/** Whole percent off, 1 to 99, or null when the variant is not discounted. */
export function discountPercent(priceMinor: number, discountMinor: number | null): number | null {
  if (discountMinor === null || discountMinor >= priceMinor || priceMinor <= 0) return null;
  return Math.min(99, Math.max(1, Math.round(((priceMinor - discountMinor) * 100) / priceMinor)));
}

/** What a card shows of one product, as read from the database. */
interface CardSource {
  id: number;
  product: CardData['products'][number];
  variants: VariantRow[];
  images: CardData['images'];
  rating: { average: number; count: number } | undefined;
}

/** The most products whose card data is kept per language (see keepProductCards). */
const KEPT_CARDS_PER_LOCALE = 20_000;

const keptCards = new WeakMap<Kysely<Database>, Map<Locale, RowCache<CardSource>>>();

/**
 * Keeps the card data read for lists of cards (search pages and panel, strips, wish lists) on this
 * database for `ttlMs`, per language: the products routes pass CATALOG_CACHE_TTL_MS, the time the
 * catalogue's listings and cards are kept, so a card in a list is never older than a listing.
 * Only products not kept are read (one set of four queries); a transaction always reads afresh;
 * `ttlMs` 0 keeps nothing.
 */
export function keepProductCards(db: Kysely<Database>, ttlMs: number): void {
  if (ttlMs <= 0) return;
  keptCards.set(
    db,
    new Map(
      LOCALES.map((locale) => [
        locale,
        createRowCache<CardSource>({ name: 'product_cards', ttlMs, max: KEPT_CARDS_PER_LOCALE }),
      ]),
    ),
  );
}

/**
 * Drops the kept card data a change names (modules/changes): a product's own rows; everything
 * when a category moved (cards carry its path) or the log says all.
 */
export function forgetChangedCards(db: Kysely<Database>, changes: ChangeSet): void {
  for (const cards of keptCards.get(db)?.values() ?? []) {
    if (changes.all || changes.categories.size > 0) cards.clear();
    else if (changes.products.size > 0) cards.forget(changes.products);
  }
}

async function readCardSources(
  db: Kysely<Database>,
  productIds: readonly number[],
  locale: Locale,
): Promise<CardSource[]> {
  const data = await loadCardData(db, productIds, locale);
  const byProduct = <T extends { product_id: number }>(rows: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
    return map;
  };
  const variantsOf = byProduct(data.variants);
  const imagesOf = byProduct(data.images);
  const ratingOf = new Map(
    data.ratings.map((row) => [row.product_id, { average: Number(row.average), count: Number(row.count) }]),
  );
  return data.products.map((product) => ({
    id: product.id,
    product,
    variants: variantsOf.get(product.id) ?? [],
    images: imagesOf.get(product.id) ?? [],
    rating: ratingOf.get(product.id),
  }));
}

function cardSources(db: Kysely<Database>, productIds: readonly number[], locale: Locale): Promise<CardSource[]> {
  const kept = db.isTransaction ? undefined : keptCards.get(db)?.get(locale);
  return kept
    ? kept.read(productIds, (missing) => readCardSources(db, missing, locale))
    : readCardSources(db, productIds, locale);
}

export interface ProductCardOptions {
  /**
   * The variant each product shows, by product id (a filtered listing's match): its colour's
   * picture and price, opened by the card's link (`?variant=`); others show their default.
   */
  shownVariants?: ReadonlyMap<number, number>;
  now?: number;
}

/**
 * Product card summaries for the given ids, in that order; ids of unknown, hidden or
 * variant-less products are left out.
 */
export async function productCards(
  db: Kysely<Database>,
  productIds: readonly number[],
  locale: Locale,
  { shownVariants, now = Date.now() }: ProductCardOptions = {},
) {
  const [sources, shopCurrency, topSellers] = await Promise.all([
    cardSources(db, productIds, locale),
    loadShopCurrency(db),
    badgedTopSellers(db),
  ]);
  const currency = shopCurrency.code;
  const sourceOf = new Map(sources.map((source) => [source.id, source]));

  return productIds.flatMap((id) => {
    const source = sourceOf.get(id);
    if (!source) return [];
    const { product, variants, images, rating } = source;
    // The variant a card opens: the one asked for, else the first in stock, else the first.
    const inStock = variants.filter((variant) => variant.stock > 0);
    const asked = shownVariants?.get(id);
    const shown = asked === undefined ? undefined : variants.find((variant) => variant.id === asked);
    const main = shown ?? inStock[0] ?? variants[0];
    if (!main) return [];
    const url = productUrl(product.category_path, product.slug, locale);
    const colors = [
      ...new Map(
        variants.map((variant) => [
          variant.color_id,
          { id: variant.color_id, name: variant.color_name, hex: variant.hex },
        ]),
      ).values(),
    ];
    const sizes = [
      ...new Map(
        [...variants]
          .sort((a, b) => a.size_order - b.size_order)
          .map((variant) => [variant.size_label, variant.size_label]),
      ).values(),
    ];
    const prices = variants.map(effectiveMinor);
    const percent = discountPercent(main.price_minor, main.discount_price_minor);
    const badges: Array<'sale' | 'new' | 'bestseller'> = [];
    if (variants.some((variant) => discountPercent(variant.price_minor, variant.discount_price_minor) !== null))
      badges.push('sale');
    if (now - product.created_at < NEW_PRODUCT_DAYS * DAY_MS) badges.push('new');
    if (topSellers.has(id)) badges.push('bestseller');
    return [
      {
        id,
        name: product.name,
        url: shown ? `${url}?variant=${shown.id}` : url,
        default_variant_id: main.id,
        image: imageOf(images, main.color_id, product.name),
        calculatedPrice: calculatedPrice(main, currency),
        price_range: { min: toMajor(Math.min(...prices)), max: toMajor(Math.max(...prices)), currency },
        discount_percent: percent,
        colors,
        sizes,
        in_stock: inStock.length > 0,
        rating: rating && rating.count > 0 ? Math.round(rating.average * 10) / 10 : null,
        reviews_count: rating?.count ?? 0,
        badges,
      },
    ];
  });
}

/** A variant's prices as stored, in minor units. */
export interface StoredVariantPrice {
  id: number;
  price_minor: number;
  discount_price_minor: number | null;
}

export interface VariantSummaryOptions {
  /**
   * The unit price to show as `price_with_discount`, in minor units, when more than the product's
   * own discount applies (a cart's promo code); by default the product's discounted price.
   */
  priceWithDiscountMinor?: (variant: StoredVariantPrice) => number;
}

/**
 * Variant summaries (a colour and size of a product, as cart lines, the wish list and search hits
 * show them) for the given ids, in that order, each once; ids of unknown or hidden variants, or of
 * hidden products, are left out.
 */
export async function variantSummaries(
  db: Kysely<Database>,
  variantIds: readonly number[],
  locale: Locale,
  options: VariantSummaryOptions = {},
) {
  const [data, shopCurrency] = await Promise.all([loadVariantData(db, variantIds, locale), loadShopCurrency(db)]);
  const currency = shopCurrency.code;
  const variants = new Map(data.variants.map((variant) => [variant.id, variant]));
  const priced = options.priceWithDiscountMinor;
  return [...new Set(variantIds)].flatMap((id) => {
    const variant = variants.get(id);
    if (!variant) return [];
    const price = calculatedPrice(variant, currency);
    return [
      {
        id,
        product_id: variant.product_id,
        product_name: variant.product_name,
        product_url: `${productUrl(variant.category_path, variant.slug, locale)}?variant=${id}`,
        image: imageOf(
          data.images.filter((image) => image.product_id === variant.product_id),
          variant.color_id,
          variant.product_name,
        ),
        category_name: variant.category_name,
        color_name: variant.color_name,
        color_hex: variant.hex,
        size_name: variant.size_label,
        calculatedPrice: priced ? { ...price, price_with_discount: toMajor(priced(variant)) } : price,
        stock: variant.stock,
        in_stock: variant.stock > 0,
      },
    ];
  });
}

export type ProductListName = 'new' | 'sale' | 'bestsellers' | 'category';

/** `GET /api/v1/product-list`: a strip of product cards. */
export async function productList(
  db: Kysely<Database>,
  locale: Locale,
  query: { list: ProductListName; category_id?: number | undefined; limit: number },
) {
  let ids: number[];
  switch (query.list) {
    case 'new':
      ids = await newestProductIds(db, query.limit);
      break;
    case 'sale':
      ids = await saleProductIds(db, query.limit);
      break;
    case 'bestsellers':
      ids = await bestsellerProductIds(db, query.limit);
      break;
    case 'category': {
      if (query.category_id === undefined) throw validationFailed({ category_id: ['validation.required'] });
      const category = await findCategoryPath(db, query.category_id);
      if (!category) throw notFound('No such category.');
      ids = await categoryProductIds(db, category.path, query.limit);
      break;
    }
  }
  return { items: await productCards(db, ids, locale) };
}

/** `POST /api/v1/products/get-data`: cards for the ids asked, in that order, each once. */
export async function productsData(db: Kysely<Database>, locale: Locale, productIds: readonly number[]) {
  return { items: await productCards(db, [...new Set(productIds)], locale) };
}

const SizeRows = z.array(z.object({ size: z.string(), values: z.array(z.string()) }));
const SizeColumns = z.array(z.string());

/** The size table of a category, inherited from the nearest ancestor that has one. */
export async function sizeDetailsByCategory(db: Kysely<Database>, locale: Locale, categoryId: number) {
  const chain = ancestry(await categoryLinks(db), categoryId).map((category) => category.id);
  if (chain.length === 0) throw notFound('No such category.');
  const charts = await sizeChartsOf(db, chain, locale);
  const chart = chain.map((id) => charts.find((candidate) => candidate.category_id === id)).find(Boolean);
  if (!chart) throw notFound('No size table applies to this category.');
  return {
    category_id: chart.category_id,
    title: chart.title,
    columns: readJsonColumn(chart.columns, SizeColumns),
    rows: readJsonColumn(chart.rows, SizeRows),
    note_html: null,
  };
}

/** The size table that applies to a product: its category's (see sizeDetailsByCategory). */
export async function sizeDetailsById(db: Kysely<Database>, locale: Locale, productId: number) {
  const product = await findProductCategory(db, productId);
  if (!product) throw notFound('No such product.');
  return sizeDetailsByCategory(db, locale, product.category_id);
}

/**
 * Gives a product a new slug or category, so a new URL (`/catalog/<category path>/<slug>`); the old
 * URL gets a 301 to the new one in the same transaction. The one place a product's path is
 * written after the seed created it.
 */
export async function changeProductPath(
  db: Kysely<Database>,
  productId: number,
  change: { slug?: string; categoryId?: number },
  now = Date.now(),
): Promise<void> {
  if (change.slug !== undefined && !isPathSegment(change.slug))
    throw validationFailed({ slug: ['validation.invalid'] });
  await db.transaction().execute(async (trx) => {
    const current = await productPathRow(trx, productId);
    if (!current) throw notFound('No such product.');
    const slug = change.slug ?? current.slug;
    const categoryId = change.categoryId ?? current.category_id;
    const category =
      categoryId === current.category_id ? { path: current.category_path } : await categoryPathById(trx, categoryId);
    if (!category) throw validationFailed({ category_id: ['validation.invalid'] });
    await setProductPath(trx, productId, { slug, category_id: categoryId }, now);
    await recordPathChanges(
      trx,
      [{ from: `/catalog/${current.category_path}/${current.slug}`, to: `/catalog/${category.path}/${slug}` }],
      now,
    );
    await recordChange(trx, 'product', productId);
  });
}
