import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { localizePath, type Locale } from '../../lib/locale';
import { listCategories, type CategoryRow } from './repository';

/** The storefront path of a category listing, e.g. `/ru/catalog/women/swimsuits`. */
export function categoryUrl(path: string, locale: Locale): string {
  return localizePath(`/catalog/${path}`, locale);
}

/** The path of the all-products listing (the catalogue's root). */
export const ALL_PRODUCTS_PATH = '/catalog';

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
  en: { title: 'Catalogue: swimwear and swimming gear', description: 'All categories of the shop: women, men, kids, swimming gear and towels.', h1: 'Catalogue' },
  ru: { title: 'Каталог: одежда для плавания и снаряжение', description: 'Все категории магазина: женщинам, мужчинам, детям, снаряжение и полотенца.', h1: 'Каталог' },
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
  const allProductsUrl = localizePath(ALL_PRODUCTS_PATH, locale);
  return {
    page: { seo: { ...TREE_SEO[locale], canonical: allProductsUrl } },
    categories,
    all_products_url: allProductsUrl,
  };
}

/** `GET /api/v1/categories/items`: a flat list, optionally the children of one parent or given ids. */
export async function categoryItems(db: Kysely<Database>, locale: Locale, filter: { parent_id?: number | undefined; ids?: number[] | undefined }) {
  const rows = await listCategories(db, locale);
  const ids = filter.ids ? new Set(filter.ids) : undefined;
  const items = rows
    .filter((row) => row.active === 1)
    .filter((row) => filter.parent_id === undefined || row.parent_id === filter.parent_id)
    .filter((row) => !ids || ids.has(row.id))
    .map((row) => toCategory(row, locale));
  return { items };
}
