import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, Locale } from '../db/schema';
import { searchKey } from '../lib/fold';
import { sanitizeHtml } from '../lib/html';
import { recordChange } from '../modules/changes/service';
import {
  demoCatalogue,
  demoContentPages,
  demoRedirectRules,
  demoSettings,
  generateCatalogue,
  renderGarmentImage,
  variantDimensions,
  type DemoCatalogue,
  type DemoCategory,
  type DemoContentPage,
  type DemoProduct,
  type GarmentShape,
} from './demo';

const LOCALES: readonly Locale[] = ['en', 'ru'];
const DAY_MS = 86_400_000;

/** Generated product pictures are square PNGs of this many pixels. */
export const PRODUCT_IMAGE_SIZE = 1200;
/** Folder under `${DATA_DIR}/images` holding them; product_images.path is relative to `images/`. */
export const PRODUCT_IMAGE_FOLDER = 'products';

/** Products written per transaction: big enough to be fast, small enough to keep locks short. */
const PRODUCTS_PER_TRANSACTION = 2_000;
/** Bind parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;
/** Pictures rendered at once (sharp works on libuv's thread pool). */
const IMAGE_CONCURRENCY = 4;

/** Shipping weight of one item, by garment, for delivery limits and prices. */
const shapeWeightGrams: Record<GarmentShape, number> = {
  'one-piece': 180,
  bikini: 140,
  trunks: 110,
  shorts: 220,
  goggles: 90,
  cap: 60,
  towel: 650,
  rashguard: 240,
  dress: 260,
  fins: 900,
  bag: 420,
  'kids-suit': 120,
};

export interface SeedLog {
  info(message: string): void;
}

export interface SeedOptions {
  /** The data folder: pictures go to `images/products/` in it. */
  dataDir: string;
  /** Seed a generated catalogue of this many products instead of the hand-written demo. */
  products?: number | undefined;
  log?: SeedLog | undefined;
  /** The clock, for "created N days ago"; tests pin it. */
  now?: number | undefined;
}

export interface SeedResult {
  /** False when the database already had a catalogue and nothing was written. */
  seeded: boolean;
  categories: number;
  products: number;
  variants: number;
  images: number;
  /** Picture files rendered now (those already on disk are kept). */
  imagesRendered: number;
  reviews: number;
  contentPages: number;
  ms: number;
}

type Row<T extends keyof Database> = Insertable<Database[T]>;
// Kysely cannot type an insert into a table chosen at run time; the callers' rows are typed instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function chunkSize(rows: readonly object[]): number {
  const columns = rows[0] ? Object.keys(rows[0]).length : 1;
  return Math.max(1, Math.floor(MAX_PARAMETERS / columns));
}

/** Multi-row inserts of at most MAX_PARAMETERS values each. Every row must have the same keys. */
async function insertMany<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Row<T>[],
): Promise<void> {
  const size = chunkSize(rows);
  for (let i = 0; i < rows.length; i += size) {
    await (db as AnyDb)
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/** Like insertMany, and returns the generated id of each row by a unique text column. */
async function insertReturningIds<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Row<T>[],
  keyColumn: keyof Row<T> & string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const size = chunkSize(rows);
  for (let i = 0; i < rows.length; i += size) {
    const inserted: { id: number; key: string }[] = await (db as AnyDb)
      .insertInto(table as string)
      .values(rows.slice(i, i + size))
      .returning(['id', `${keyColumn as string} as key`])
      .execute();
    for (const row of inserted) ids.set(row.key, Number(row.id));
  }
  return ids;
}

function required<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${String(key)}`);
  return value;
}

/** `one-piece-1f2a44.png`: one picture per garment shape and colour, shared by every product. */
export function productImageFile(shape: string, hex: string): string {
  return `${shape}-${hex.replace(/^#/, '').toLowerCase()}.png`;
}

function categoryPaths(categories: readonly DemoCategory[]): Map<string, string> {
  const byKey = new Map(categories.map((category) => [category.key, category]));
  const paths = new Map<string, string>();
  const pathOf = (category: DemoCategory, depth = 0): string => {
    const known = paths.get(category.key);
    if (known) return known;
    if (depth > 10) throw new Error(`Category cycle at ${category.key}`);
    const uri = category.uri.replace(/^\/+|\/+$/g, '');
    let path = uri;
    if (category.parentKey) {
      const parentPath = pathOf(required(byKey, category.parentKey, 'category'), depth + 1);
      // The demo writes full paths (`women/swimsuits`); a bare segment is put under its parent.
      if (!uri.startsWith(`${parentPath}/`)) path = `${parentPath}/${uri}`;
    }
    paths.set(category.key, path);
    return path;
  };
  for (const category of categories) pathOf(category);
  return paths;
}

function depthOf(path: string): number {
  return path.split('/').length;
}

/** Everything but products and reviews, in one transaction; returns the ids the products need. */
async function seedReferenceData(
  db: Kysely<Database>,
  catalogue: DemoCatalogue,
  contentPages: readonly DemoContentPage[],
  now: number,
) {
  await insertMany(
    db,
    'settings',
    Object.entries(demoSettings).map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: now })),
  );

  // Parents first, so each child can point at its parent's id.
  const paths = categoryPaths(catalogue.categories);
  const categoryIds = new Map<string, number>();
  const byDepth = [...catalogue.categories].sort(
    (a, b) => depthOf(required(paths, a.key, 'category')) - depthOf(required(paths, b.key, 'category')),
  );
  for (const category of byDepth) {
    const path = required(paths, category.key, 'category');
    const inserted = await db
      .insertInto('categories')
      .values({
        parent_id: category.parentKey ? required(categoryIds, category.parentKey, 'category') : null,
        uri: path.slice(path.lastIndexOf('/') + 1),
        path,
        weight: category.weight,
        collapse: category.collapse ? 1 : 0,
        active: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.key, inserted.id);
  }
  await insertMany(
    db,
    'category_translations',
    catalogue.categories.flatMap((category) =>
      LOCALES.map((locale) => ({
        category_id: required(categoryIds, category.key, 'category'),
        locale,
        name: category.name[locale],
        seo_title: category.name[locale],
        seo_description: category.seoDescription[locale],
      })),
    ),
  );

  const colorIds = await insertReturningIds(
    db,
    'colors',
    catalogue.colors.map((color) => ({ code: color.key, hex: color.hex.toLowerCase() })),
    'code',
  );
  await insertMany(
    db,
    'color_translations',
    catalogue.colors.flatMap((color) =>
      LOCALES.map((locale) => ({
        color_id: required(colorIds, color.key, 'colour'),
        locale,
        name: color.name[locale],
      })),
    ),
  );

  const sizeIds = await insertReturningIds(
    db,
    'sizes',
    catalogue.sizes.map((size) => ({
      code: size.key,
      label: typeof size.label === 'string' ? size.label : size.label.en,
      sort_order: size.sortOrder,
    })),
    'code',
  );
  await insertMany(
    db,
    'size_translations',
    catalogue.sizes.flatMap(({ key, label }) =>
      typeof label === 'string'
        ? []
        : LOCALES.map((locale) => ({ size_id: required(sizeIds, key, 'size'), locale, label: label[locale] })),
    ),
  );

  await insertMany(
    db,
    'size_charts',
    catalogue.sizeCharts.flatMap((chart) =>
      LOCALES.map((locale) => ({
        category_id: required(categoryIds, chart.categoryKey, 'category'),
        locale,
        title: chart.title[locale],
        columns: JSON.stringify(chart.columns.map((column) => column[locale])),
        rows: JSON.stringify(chart.rows.map((row) => ({ size: row.size, values: row.values }))),
      })),
    ),
  );

  await insertMany(
    db,
    'promo_codes',
    catalogue.promoCodes.map((promo) => {
      const startsAt = now - promo.validFromDaysAgo * DAY_MS;
      return {
        code: promo.code.trim().toUpperCase(),
        type: promo.type,
        value: promo.value,
        min_cart_minor: promo.minCartMinor,
        starts_at: startsAt,
        ends_at: promo.validForDays === null ? null : startsAt + promo.validForDays * DAY_MS,
        usage_limit: promo.usageLimit,
        used_count: 0,
        per_customer_limit: promo.perCustomerLimit,
        redirect: promo.redirect,
        active: 1 as const,
        created_at: now,
      };
    }),
  );

  const deliveryIds = await insertReturningIds(
    db,
    'delivery_methods',
    catalogue.deliveryMethods.map((method, index) => ({
      code: method.code,
      type: method.type,
      zones: JSON.stringify(
        method.zones.map((zone) => ({
          countries: zone.countries,
          price_minor: zone.priceMinor,
          min_days: zone.minDays,
          max_days: zone.maxDays,
          weight_rates: (zone.weightRates ?? []).map((rate) => ({
            over_grams: rate.overGrams,
            price_minor: rate.priceMinor,
          })),
          time_slots: zone.timeSlots ?? [],
        })),
      ),
      free_from_minor: method.freeFromMinor,
      max_weight_grams: method.maxWeightGrams,
      pickup_point: method.pickupPoint
        ? JSON.stringify({
            name: method.pickupPoint.name,
            street: method.pickupPoint.street,
            postcode: method.pickupPoint.postcode,
            city: method.pickupPoint.city,
            country: method.pickupPoint.country,
            opening_hours: method.pickupPoint.openingHours,
          })
        : null,
      sort: (index + 1) * 10,
      active: 1 as const,
    })),
    'code',
  );
  await insertMany(
    db,
    'delivery_method_translations',
    catalogue.deliveryMethods.flatMap((method) =>
      LOCALES.map((locale) => ({
        delivery_method_id: required(deliveryIds, method.code, 'delivery method'),
        locale,
        name: method.name[locale],
        description: method.description[locale],
      })),
    ),
  );

  const paymentIds = await insertReturningIds(
    db,
    'payment_methods',
    catalogue.paymentMethods.map((method, index) => ({
      code: method.code,
      provider: method.provider,
      online: method.online ? (1 as const) : (0 as const),
      delivery_method_codes: method.deliveryMethodCodes ? JSON.stringify(method.deliveryMethodCodes) : null,
      sort: (index + 1) * 10,
      active: 1 as const,
    })),
    'code',
  );
  await insertMany(
    db,
    'payment_method_translations',
    catalogue.paymentMethods.flatMap((method) =>
      LOCALES.map((locale) => ({
        payment_method_id: required(paymentIds, method.code, 'payment method'),
        locale,
        name: method.name[locale],
        description: method.description[locale],
      })),
    ),
  );

  await insertMany(
    db,
    'content_pages',
    contentPages.flatMap((page) =>
      LOCALES.map((locale) => ({
        key: page.key,
        locale,
        path: page.path,
        title: page.title[locale],
        seo_title: page.title[locale],
        seo_description: page.seoDescription[locale],
        h1: page.h1[locale],
        html: sanitizeHtml(page.html[locale]),
        updated_at: now,
      })),
    ),
  );
  await insertMany(
    db,
    'redirect_rules',
    demoRedirectRules.map((rule) => ({ ...rule, match: 'exact' as const, locale: null, created_at: now })),
  );

  return { categoryIds, colorIds, sizeIds };
}

interface ProductBatchContext {
  now: number;
  categoryIds: ReadonlyMap<string, number>;
  colorIds: ReadonlyMap<string, number>;
  sizeIds: ReadonlyMap<string, number>;
  colors: ReadonlyMap<string, DemoCatalogue['colors'][number]>;
}

/** Colour keys of a product in the order its variants first use them. */
function productColorKeys(product: DemoProduct): string[] {
  return [...new Set(product.variants.map((variant) => variant.colorKey))];
}

function discountedPrice(product: DemoProduct): number | null {
  if (product.discountPercent <= 0) return null;
  return Math.round((product.priceMinor * (100 - product.discountPercent)) / 100);
}

/** One transaction's worth of products with their translations, variants and pictures. */
async function seedProductBatch(
  db: Kysely<Database>,
  products: readonly DemoProduct[],
  ctx: ProductBatchContext,
): Promise<Map<string, number>> {
  const slugIds = await insertReturningIds(
    db,
    'products',
    products.map((product) => {
      const createdAt = ctx.now - product.createdDaysAgo * DAY_MS;
      return {
        slug: product.slug,
        category_id: required(ctx.categoryIds, product.categoryKey, 'category'),
        shape: product.shape,
        active: 1 as const,
        created_at: createdAt,
        updated_at: createdAt,
      };
    }),
    'slug',
  );
  const productIds = new Map(products.map((product) => [product.key, required(slugIds, product.slug, 'product')]));

  const translations: Row<'product_translations'>[] = [];
  const variants: Row<'product_variants'>[] = [];
  const images: Row<'product_images'>[] = [];
  for (const product of products) {
    const productId = required(productIds, product.key, 'product');
    const colorKeys = productColorKeys(product);
    const colorNames = colorKeys.flatMap((key) => {
      const color = required(ctx.colors, key, 'colour');
      return [color.name.en, color.name.ru];
    });
    for (const locale of LOCALES) {
      translations.push({
        product_id: productId,
        locale,
        name: product.name[locale],
        description_html: product.description[locale],
        material: product.material[locale],
        search_key: searchKey([product.name[locale], ...colorNames]),
      });
    }
    const discountPrice = discountedPrice(product);
    for (const variant of product.variants) {
      variants.push({
        product_id: productId,
        sku: variant.sku,
        color_id: required(ctx.colorIds, variant.colorKey, 'colour'),
        size_id: required(ctx.sizeIds, variant.sizeKey, 'size'),
        price_minor: product.priceMinor,
        discount_price_minor: discountPrice,
        stock: variant.stock,
        weight_grams: shapeWeightGrams[product.shape],
        ...variantDimensions(product.shape, variant.sizeKey),
        active: 1,
      });
    }
    colorKeys.forEach((key, index) => {
      const color = required(ctx.colors, key, 'colour');
      images.push({
        product_id: productId,
        color_id: required(ctx.colorIds, key, 'colour'),
        path: `${PRODUCT_IMAGE_FOLDER}/${productImageFile(product.shape, color.hex)}`,
        width: PRODUCT_IMAGE_SIZE,
        height: PRODUCT_IMAGE_SIZE,
        sort: index,
      });
    });
  }
  await insertMany(db, 'product_translations', translations);
  await insertMany(db, 'product_variants', variants);
  await insertMany(db, 'product_images', images);
  return productIds;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Renders each garment shape and colour once, a few at a time. Files already there are kept; a
 * new one is written under a temporary name and renamed, so a reader (or a second seeder sharing
 * the folder) never sees half a picture.
 */
async function renderProductImages(
  folder: string,
  pictures: ReadonlyMap<string, { shape: GarmentShape; hex: string }>,
): Promise<number> {
  await mkdir(folder, { recursive: true });
  const queue = [...pictures.entries()];
  let rendered = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [file, { shape, hex }] = next;
      const target = join(folder, file);
      if (await exists(target)) continue;
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, await renderGarmentImage(shape, hex, PRODUCT_IMAGE_SIZE));
        await rename(temporary, target);
        rendered++;
      } finally {
        await rm(temporary, { force: true });
      }
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  return rendered;
}

/** How many orders the database holds (0 before its first migration): what `seed --reset` would destroy. */
export async function ordersHeld(db: Kysely<Database>): Promise<number> {
  try {
    const row = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  } catch {
    // No orders table yet: a new database.
    return 0;
  }
}

/** The tables a seed fills in bulk, whose planner statistics it refreshes. */
const ANALYZED_TABLES = [
  'categories',
  'products',
  'product_translations',
  'product_variants',
  'product_images',
  'reviews',
] as const;

/**
 * Fills an empty database with the demo shop: the hand-written catalogue (or a generated one of
 * `products` products), content pages, settings, delivery and payment methods, promo codes and
 * reviews, and renders the product pictures into `${dataDir}/images/products/`. Does nothing when
 * the database already has categories.
 */
export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const now = options.now ?? Date.now();
  const empty: SeedResult = {
    seeded: false,
    categories: 0,
    products: 0,
    variants: 0,
    images: 0,
    imagesRendered: 0,
    reviews: 0,
    contentPages: 0,
    ms: 0,
  };

  const existing = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing) return empty;

  const catalogue = options.products === undefined ? demoCatalogue : generateCatalogue({ products: options.products });
  const colors = new Map(catalogue.colors.map((color) => [color.key, color]));

  // Pictures render on sharp's threads while the rows are written.
  const pictures = new Map<string, { shape: GarmentShape; hex: string }>();
  for (const product of catalogue.products) {
    for (const key of productColorKeys(product)) {
      const hex = required(colors, key, 'colour').hex;
      pictures.set(productImageFile(product.shape, hex), { shape: product.shape, hex });
    }
  }
  const rendering = renderProductImages(join(options.dataDir, 'images', PRODUCT_IMAGE_FOLDER), pictures);
  rendering.catch(() => {
    // Awaited below; this only keeps an early database error from leaving the rejection unhandled.
  });

  const reference = await db.transaction().execute((trx) => seedReferenceData(trx, catalogue, demoContentPages, now));

  const productIds = new Map<string, number>();
  let variants = 0;
  let images = 0;
  for (let start = 0; start < catalogue.products.length; start += PRODUCTS_PER_TRANSACTION) {
    const batch = catalogue.products.slice(start, start + PRODUCTS_PER_TRANSACTION);
    const ids = await db.transaction().execute((trx) => seedProductBatch(trx, batch, { now, ...reference, colors }));
    for (const [key, id] of ids) productIds.set(key, id);
    for (const product of batch) {
      variants += product.variants.length;
      images += productColorKeys(product).length;
    }
    if (catalogue.products.length > PRODUCTS_PER_TRANSACTION)
      options.log?.info(`seed: ${productIds.size} of ${catalogue.products.length} products`);
  }

  const reviewRows: Row<'reviews'>[] = catalogue.reviews.map((review) => {
    const createdAt = now - review.daysAgo * DAY_MS;
    return {
      product_id: required(productIds, review.productKey, 'product'),
      customer_id: null,
      author_name: review.authorName,
      rating: review.rating,
      title: review.title,
      text: review.text,
      locale: review.locale,
      status: 'published',
      likes_count: 0,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await db.transaction().execute(async (trx) => {
    await insertMany(trx, 'reviews', reviewRows);
    // Everything pages show is new: every cache following the change log drops all it holds.
    await recordChange(trx, 'all', null);
  });
  // Fresh statistics for the planner: before them PostgreSQL guesses a bulk-filled table holds a
  // row or two and picks plans several times slower (SQLite keeps its own in sqlite_stat1).
  for (const table of ANALYZED_TABLES) await sql`analyze ${sql.table(table)}`.execute(db);

  const imagesRendered = await rendering;
  const result: SeedResult = {
    seeded: true,
    categories: catalogue.categories.length,
    products: catalogue.products.length,
    variants,
    images,
    imagesRendered,
    reviews: reviewRows.length,
    contentPages: demoContentPages.length * LOCALES.length,
    ms: Math.round(performance.now() - started),
  };
  options.log?.info(
    `seed: ${result.categories} categories, ${result.products} products, ${result.variants} variants, ${result.reviews} reviews, ` +
      `${result.contentPages} content pages, ${pictures.size} pictures (${imagesRendered} rendered) in ${result.ms} ms`,
  );
  return result;
}
