import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ALL_PRODUCTS_URI } from '../catalog/service';
import { FOOTER_PAGES, loadShopSettings } from '../config/service';
import { activeCategories, contentPageChanges, indexableProducts } from './repository';
import { planSitemap, renderIndex, renderUrlset, SITEMAP_LIMITS, type SitemapPage } from './sitemap';

/**
 * Every indexable page of the storefront, once (the sitemap lists it in each language): the home
 * page, the content pages that exist (gpsr only while enabled), the all-products listing, active
 * categories and the products a shopper can open, with their main picture. A category changes
 * when it or one of its products does.
 */
export async function sitemapPages(db: Kysely<Database>): Promise<SitemapPage[]> {
  const settings = await loadShopSettings(db);
  const contentPaths = [
    '/',
    ...FOOTER_PAGES.filter((key) => key !== 'gpsr' || settings.gpsrEnabled).map((key) => `/${key}`),
  ];
  const [content, categories, products] = await Promise.all([
    contentPageChanges(db, contentPaths),
    activeCategories(db),
    indexableProducts(db),
  ]);
  const categoryChanges = new Map(categories.map((row) => [row.id, row.created_at]));
  for (const product of products)
    categoryChanges.set(
      product.category_id,
      Math.max(categoryChanges.get(product.category_id) ?? 0, product.updated_at),
    );
  const catalogueChange = Math.max(0, ...categoryChanges.values());
  const contentChange = new Map(content.map((row) => [row.path, Number(row.updated_at)]));
  return [
    ...contentPaths
      .filter((path) => contentChange.has(path))
      .map((path) => ({ path, lastmod: contentChange.get(path) ?? 0 })),
    { path: `/catalog/${ALL_PRODUCTS_URI}`, lastmod: catalogueChange },
    ...categories.map((row) => ({
      path: `/catalog/${row.path}`,
      lastmod: categoryChanges.get(row.id) ?? row.created_at,
    })),
    ...products.map((row) => ({
      path: `/catalog/${row.category_path}/${row.slug}`,
      lastmod: row.updated_at,
      image: row.image_path ? `/_img/${row.image_path}` : undefined,
    })),
  ];
}

/** A sitemap answer: an index, or a `urlset` written in chunks. */
export type SitemapDocument = { kind: 'index'; xml: string } | { kind: 'urlset'; chunks: Iterable<string> };

/** `/sitemap.xml`: the whole sitemap while it fits one file, else an index of its parts. */
export async function sitemapRoot(
  db: Kysely<Database>,
  origin: string,
  limits = SITEMAP_LIMITS,
): Promise<SitemapDocument> {
  const pages = await sitemapPages(db);
  const parts = planSitemap(pages, origin, limits);
  const [only] = parts;
  return parts.length === 1 && only
    ? { kind: 'urlset', chunks: renderUrlset(pages, origin, only) }
    : { kind: 'index', xml: renderIndex(pages, origin, parts) };
}

/** `/sitemaps/N.xml`: part N of the index, undefined past the last (and while the sitemap is one file). */
export async function sitemapPart(
  db: Kysely<Database>,
  origin: string,
  part: number,
  limits = SITEMAP_LIMITS,
): Promise<SitemapDocument | undefined> {
  const pages = await sitemapPages(db);
  const parts = planSitemap(pages, origin, limits);
  const chosen = parts.length > 1 ? parts[part - 1] : undefined;
  return chosen && { kind: 'urlset', chunks: renderUrlset(pages, origin, chosen) };
}
