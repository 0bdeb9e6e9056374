import type { ContentPageKey } from '@shop/api-schemas';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/problem';
import { sanitizeHtml } from '../../lib/html';
import { localizePath, type Locale } from '../../lib/locale';
import { catalogTree } from '../catalog/service';
import { internationalPhone, loadShopSettings, shopAddress } from '../config/service';
import { findCategoryCover, findContentPage, findShapeImage, listSizeCharts } from './repository';
import { readJsonColumn } from '../../lib/json-column';

/** The content pages (the contract's `ContentPageKey`): the API's key, which is also the storefront path segment. */
export type { ContentPageKey };

const SizeChartColumns = z.array(z.string());
const SizeChartRows = z.array(z.object({ size: z.string(), values: z.array(z.string()) }));

/** Heading of the first column of a size table: the size label every row starts with. */
const SIZE_COLUMN: Record<Locale, string> = { en: 'Size', ru: 'Размер' };

async function pageOrNotFound(db: Kysely<Database>, path: string, locale: Locale) {
  const row = await findContentPage(db, path, locale);
  if (!row) throw notFound('Page not found.');
  return row;
}

function seoOf(row: { seo_title: string; seo_description: string; h1: string; path: string }, locale: Locale) {
  return {
    title: row.seo_title,
    description: row.seo_description,
    canonical: localizePath(row.path, locale),
    h1: row.h1,
  };
}

/** One content page with its sanitised HTML; the contacts and size guide pages carry their data too. */
export async function contentPage(db: Kysely<Database>, key: ContentPageKey, locale: Locale) {
  const settings = await loadShopSettings(db);
  // The product-safety page exists only while the operator has it switched on.
  if (key === 'gpsr' && !settings.gpsrEnabled) throw notFound('Page not found.');
  const row = await pageOrNotFound(db, `/${key}`, locale);
  const page = {
    key,
    locale,
    page: { seo: seoOf(row, locale) },
    title: row.title,
    // Sanitised when served, not only when seeded: whatever wrote the row (an admin tool, an
    // import, SQL), nothing executable reaches the page.
    html: sanitizeHtml(row.html),
    updated_at: new Date(row.updated_at).toISOString(),
  };
  if (key === 'contacts') {
    return {
      ...page,
      contacts: {
        phone: internationalPhone(settings.hotlinePhone),
        email: settings.email,
        whatsapp: settings.whatsapp ? internationalPhone(settings.whatsapp) : null,
        address: shopAddress(settings, locale),
        business_id: settings.businessId,
        opening_hours: [],
        map_url: null,
      },
    };
  }
  if (key === 'size-guide') {
    const charts = await listSizeCharts(db, locale);
    return {
      ...page,
      tables: charts.map((chart) => ({
        category: chart.title,
        columns: [SIZE_COLUMN[locale], ...readJsonColumn(chart.columns, SizeChartColumns)],
        rows: readJsonColumn(chart.rows, SizeChartRows).map((row) => [row.size, ...row.values]),
      })),
    };
  }
  return page;
}

const HOME_TEXT = {
  en: {
    cta: 'Shop swimwear',
    strips: { new: 'New in', sale: 'On sale', bestsellers: 'Bestsellers' },
    banners: 'Why swim with us',
  },
  ru: {
    cta: 'Выбрать купальник',
    strips: { new: 'Новинки', sale: 'Скидки', bestsellers: 'Хиты продаж' },
    banners: 'Почему с нами',
  },
} as const;

const STRIPS = ['new', 'sale', 'bestsellers'] as const;

/** `GET /api/v1/home`: the hero, the featured categories and the product strips to load. */
export async function homePage(db: Kysely<Database>, locale: Locale) {
  const row = await pageOrNotFound(db, '/', locale);
  const [tree, image] = await Promise.all([catalogTree(db, locale), findShapeImage(db, 'one-piece')]);
  const text = HOME_TEXT[locale];
  const first = tree.categories[0];
  return {
    locale,
    page: { seo: seoOf(row, locale) },
    hero: {
      title: row.h1,
      subtitle: row.seo_description,
      image: image
        ? { url: `/_img/${image.path}`, width: image.width, height: image.height, alt: '' }
        : { url: '/favicon.svg', width: 32, height: 32, alt: '' },
      cta: { label: text.cta, url: first?.url ?? tree.all_products_url },
    },
    sections: [
      {
        type: 'featured_categories' as const,
        key: 'featured-categories',
        title: null,
        categories: await Promise.all(
          tree.categories.map(async ({ children: _children, ...category }) => {
            // Top-level categories: their path is their uri.
            const cover = await findCategoryCover(db, category.uri);
            return {
              ...category,
              image: cover ? { url: `/_img/${cover.path}`, width: cover.width, height: cover.height, alt: '' } : null,
            };
          }),
        ),
      },
    ],
    strips: STRIPS.map((key) => ({
      key,
      title: text.strips[key],
      product_list_url: `/api/v1/product-list?list=${key}&limit=12&lang=${locale}`,
      view_all_url: null,
    })),
  };
}
