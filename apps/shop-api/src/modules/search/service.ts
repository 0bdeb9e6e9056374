import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { validationFailed } from '../../http/problem';
import { foldText } from '../../lib/fold';
import { localizePath, type Locale } from '../../lib/locale';
import { createMatcher, highlightLink, queryTokens } from '../../lib/search';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { catalogTree, listCategories } from '../catalog/service';
import type { ChangeSet } from '../changes/watcher';
import { productCards, variantSummaries } from '../products/service';
import { hitCandidates, searchablePages, searchableProducts } from './repository';

export type SearchSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

const GROUP_TITLES = {
  en: { categories: 'Categories', products: 'Products', pages: 'Pages' },
  ru: { categories: 'Категории', products: 'Товары', pages: 'Страницы' },
} as const;

const SEARCH_SEO = {
  en: {
    title: (keyword: string) => `Search: ${keyword}`,
    description: 'Products of the shop matching your search.',
    h1: (keyword: string) => `Search results for “${keyword}”`,
  },
  ru: {
    title: (keyword: string) => `Поиск: ${keyword}`,
    description: 'Товары магазина по вашему запросу.',
    h1: (keyword: string) => `Результаты поиска «${keyword}»`,
  },
} as const;

/** How many items each group of the search panel shows at most. */
const PANEL_LIMITS = { categories: 4, products: 6, pages: 3 } as const;

/**
 * How long a loaded search corpus answers before it is read again. Searching scores every product
 * in memory, so reading the catalogue once per request would cost more than the matching itself; a
 * product added, hidden or sold out shows in (or leaves) search results within this time (plus
 * one reload: the expired corpus keeps answering while the next one loads, so no search waits).
 */
export const SEARCH_CORPUS_TTL_MS = 30_000;

/**
 * What search matches against, in one language: every entry with its folded words, split once;
 * products newest first, so equal scores rank the newest first.
 */
interface SearchCorpus {
  products: Array<{ id: number; created_at: number; price_minor: number; words: string[] }>;
  categories: Array<{ id: number; name: string; path: string; words: string[] }>;
  pages: Array<{ key: string; path: string; title: string; words: string[] }>;
}

async function loadCorpus(db: Kysely<Database>, locale: Locale): Promise<SearchCorpus> {
  const [products, categories, pages] = await Promise.all([
    searchableProducts(db, locale),
    listCategories(db, locale),
    searchablePages(db, locale),
  ]);
  const words = (text: string) => foldText(text).split(' ').filter(Boolean);
  return {
    products: products
      .map((row) => ({
        id: row.id,
        created_at: row.created_at,
        price_minor: Number(row.price_minor),
        words: row.search_key.split(' ').filter(Boolean),
      }))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id),
    categories: categories
      .filter((row) => row.active === 1)
      .map((row) => ({ id: row.id, name: row.name, path: row.path, words: words(row.name) })),
    pages: pages.map((row) => ({ ...row, words: words(row.title) })),
  };
}

// One corpus per database and language; concurrent first requests share one load.
const corpora = new WeakMap<Kysely<Database>, TtlCache<SearchCorpus>>();

/**
 * Drops the corpus when a change may show in search results (a product's price, stock or name, a
 * category, content pages); the next search reads it afresh.
 */
export function forgetChangedSearchCorpus(db: Kysely<Database>, changes: ChangeSet): void {
  if (changes.all || changes.products.size > 0 || changes.categories.size > 0 || changes.content)
    corpora.get(db)?.clear();
}

function searchCorpus(db: Kysely<Database>, locale: Locale): Promise<SearchCorpus> {
  let cache = corpora.get(db);
  if (!cache)
    corpora.set(db, (cache = createTtlCache({ ttlMs: SEARCH_CORPUS_TTL_MS, max: 2, staleWhileRevalidate: true })));
  return cache.get(locale, () => loadCorpus(db, locale));
}

/** Entries matching the query words, best first (ties keep the given order). */
function ranked<T extends { words: string[] }>(entries: readonly T[], tokens: readonly string[]): T[] {
  const score = createMatcher(tokens);
  return entries
    .map((entry) => ({ entry, score: score(entry.words) }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((scored) => scored.entry);
}

/** Matching products, best first, then newest; a blank keyword is a validation error of `field`. */
async function matchingProducts(db: Kysely<Database>, locale: Locale, keyword: string, field: string) {
  if (!keyword) throw validationFailed({ [field]: ['validation.required'] });
  const tokens = queryTokens(keyword);
  const corpus = await searchCorpus(db, locale);
  return { tokens, corpus, products: ranked(corpus.products, tokens) };
}

/** `GET /api/v1/catalog/search`: the search page's products, sorted and paginated. */
export async function catalogSearchPage(
  db: Kysely<Database>,
  locale: Locale,
  query: { keyword: string; page: number; per_page: number; sort: SearchSort },
) {
  const keyword = query.keyword.trim();
  const { products: found } = await matchingProducts(db, locale, keyword, 'keyword');
  const sorted =
    query.sort === 'relevance'
      ? found
      : [...found].sort((a, b) => {
          if (query.sort === 'price_asc' && a.price_minor !== b.price_minor) return a.price_minor - b.price_minor;
          if (query.sort === 'price_desc' && a.price_minor !== b.price_minor) return b.price_minor - a.price_minor;
          return b.created_at - a.created_at || b.id - a.id;
        });
  const total = sorted.length;
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  const start = (query.page - 1) * query.per_page;
  const ids = sorted.slice(start, start + query.per_page).map((row) => row.id);
  const canonical = `${localizePath('/search', locale)}?keyword=${encodeURIComponent(keyword)}`;
  const seo = SEARCH_SEO[locale];
  return {
    page: { seo: { title: seo.title(keyword), description: seo.description, canonical, h1: seo.h1(keyword) } },
    keyword,
    products: await productCards(db, ids, locale),
    pagination: { page: query.page, per_page: query.per_page, total, last_page: lastPage },
    // The empty state offers the top-level categories.
    suggested_categories:
      total === 0
        ? (await catalogTree(db, locale)).categories.map(({ children: _children, ...category }) => category)
        : [],
  };
}

/** `GET /api/v1/search/index`: grouped results for the header's search panel. */
export async function searchIndex(db: Kysely<Database>, locale: Locale, search: string) {
  const query = search.trim();
  const { tokens, corpus, products } = await matchingProducts(db, locale, query, 'search');
  const titles = GROUP_TITLES[locale];
  const categories = ranked(corpus.categories, tokens);
  const pages = ranked(corpus.pages, tokens);
  const categoryItems = categories.slice(0, PANEL_LIMITS.categories).map((row) => {
    const url = localizePath(`/catalog/${row.path}`, locale);
    return {
      type: 'category' as const,
      id: String(row.id),
      url,
      title: row.name,
      html: highlightLink(url, row.name, tokens),
    };
  });
  const cards = await productCards(
    db,
    products.slice(0, PANEL_LIMITS.products).map((row) => row.id),
    locale,
  );
  const productItems = cards.map((card) => ({
    type: 'product' as const,
    id: String(card.id),
    url: card.url,
    title: card.name,
    html: highlightLink(card.url, card.name, tokens),
  }));
  const pageItems = pages.slice(0, PANEL_LIMITS.pages).map((row) => {
    const url = localizePath(row.path, locale);
    return { type: 'page' as const, id: row.key, url, title: row.title, html: highlightLink(url, row.title, tokens) };
  });
  const groups = [
    { type: 'categories' as const, title: titles.categories, items: categoryItems, total: categories.length },
    { type: 'products' as const, title: titles.products, items: productItems, total: products.length },
    { type: 'pages' as const, title: titles.pages, items: pageItems, total: pages.length },
  ].filter((group) => group.items.length > 0);
  return { search: query, groups };
}

/**
 * `GET /api/v1/search`: match counts per group and the best hits, one variant per matching
 * product: the first in stock of a colour the query names (`red swimsuit`), else the first in stock.
 */
export async function searchSummary(db: Kysely<Database>, locale: Locale, query: { keyword: string; limit: number }) {
  const keyword = query.keyword.trim();
  const { tokens, corpus, products } = await matchingProducts(db, locale, keyword, 'keyword');
  const best = products.slice(0, query.limit).map((row) => row.id);
  const candidates = await hitCandidates(db, best, locale);
  const asked = new Set(tokens);
  const namesColour = (colorName: string) =>
    foldText(colorName)
      .split(' ')
      .some((word) => asked.has(word));
  const hitIds = best.flatMap((productId) => {
    const own = candidates.filter((candidate) => candidate.product_id === productId);
    const pick = own.find((candidate) => namesColour(candidate.color_name)) ?? own[0];
    return pick ? [pick.id] : [];
  });
  const titles = GROUP_TITLES[locale];
  return {
    keyword,
    total: products.length,
    groups: [
      { type: 'categories' as const, title: titles.categories, count: ranked(corpus.categories, tokens).length },
      { type: 'products' as const, title: titles.products, count: products.length },
      { type: 'pages' as const, title: titles.pages, count: ranked(corpus.pages, tokens).length },
    ],
    hits: await variantSummaries(db, hitIds, locale),
  };
}
