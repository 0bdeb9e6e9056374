import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { validationFailed } from '../../http/problem';
import { foldText } from '../../lib/fold';
import { localizePath, type Locale } from '../../lib/locale';
import { highlightLink, matchScore, queryTokens } from '../../lib/search';
import { catalogTree } from '../catalog/service';
import { listCategories } from '../catalog/repository';
import { productCards } from '../products/service';
import { searchablePages, searchableProducts } from './repository';

export type SearchSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

const GROUP_TITLES = {
  en: { categories: 'Categories', products: 'Products', pages: 'Pages' },
  ru: { categories: 'Категории', products: 'Товары', pages: 'Страницы' },
} as const;

const SEARCH_SEO = {
  en: { title: (keyword: string) => `Search: ${keyword}`, description: 'Products of the shop matching your search.', h1: (keyword: string) => `Search results for “${keyword}”` },
  ru: { title: (keyword: string) => `Поиск: ${keyword}`, description: 'Товары магазина по вашему запросу.', h1: (keyword: string) => `Результаты поиска «${keyword}»` },
} as const;

/** How many items each group of the search panel shows at most. */
const PANEL_LIMITS = { categories: 4, products: 6, pages: 3 } as const;

/** Products matching the keyword, best first (then newest), with the score and price used to sort. */
async function matchingProducts(db: Kysely<Database>, locale: Locale, keyword: string) {
  const tokens = queryTokens(keyword);
  const rows = await searchableProducts(db, locale);
  return rows
    .map((row) => ({ ...row, score: matchScore(tokens, row.search_key.split(' ')) }))
    .filter((row) => row.score > 0)
    .sort((a, b) => b.score - a.score || b.created_at - a.created_at || b.id - a.id);
}

/** `GET /api/v1/catalog/search`: the search page's products, sorted and paginated. */
export async function catalogSearchPage(db: Kysely<Database>, locale: Locale, query: { keyword: string; page: number; per_page: number; sort: SearchSort }) {
  const keyword = query.keyword.trim();
  if (!keyword) throw validationFailed({ keyword: ['validation.required'] });
  const found = await matchingProducts(db, locale, keyword);
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
    suggested_categories: total === 0 ? (await catalogTree(db, locale)).categories.map(({ children: _children, ...category }) => category) : [],
  };
}

/** `GET /api/v1/search/index`: grouped results for the header's search panel. */
export async function searchIndex(db: Kysely<Database>, locale: Locale, search: string) {
  const query = search.trim();
  if (!query) throw validationFailed({ search: ['validation.required'] });
  const tokens = queryTokens(query);
  const [categories, products, pages] = await Promise.all([listCategories(db, locale), matchingProducts(db, locale, query), searchablePages(db, locale)]);
  const best = <T>(rows: T[], text: (row: T) => string, limit: number) =>
    rows
      .map((row) => ({ row, score: matchScore(tokens, foldText(text(row)).split(' ')) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((entry) => entry.row);
  const titles = GROUP_TITLES[locale];
  const categoryItems = best(
    categories.filter((row) => row.active === 1),
    (row) => row.name,
    PANEL_LIMITS.categories,
  ).map((row) => {
    const url = localizePath(`/catalog/${row.path}`, locale);
    return { type: 'category' as const, id: String(row.id), url, title: row.name, html: highlightLink(url, row.name, tokens) };
  });
  const cards = await productCards(db, products.slice(0, PANEL_LIMITS.products).map((row) => row.id), locale);
  const productItems = cards.map((card) => ({ type: 'product' as const, id: String(card.id), url: card.url, title: card.name, html: highlightLink(card.url, card.name, tokens) }));
  const pageItems = best(pages, (row) => row.title, PANEL_LIMITS.pages).map((row) => {
    const url = localizePath(row.path, locale);
    return { type: 'page' as const, id: row.key, url, title: row.title, html: highlightLink(url, row.title, tokens) };
  });
  const groups = [
    { type: 'categories' as const, title: titles.categories, items: categoryItems },
    { type: 'products' as const, title: titles.products, items: productItems },
    { type: 'pages' as const, title: titles.pages, items: pageItems },
  ].filter((group) => group.items.length > 0);
  return { search: query, groups };
}
