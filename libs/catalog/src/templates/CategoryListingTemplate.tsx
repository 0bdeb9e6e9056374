import type { CatalogCategoryPage } from '@shop/api';
import { Link, useNavigate } from '@tanstack/react-router';
import { AppLink, formatMoney, useLocale } from '@shop/i18n';
import { Button, Container } from '@shop/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { categoryList } from '../analytics';
import { ListedProducts } from '../components/ListedProducts';
import { orderedPriceRange, type CatalogSearch } from '../search';
import { Breadcrumbs } from './Breadcrumbs';
import * as S from './CategoryListingTemplate.styles';

/** Cards above the fold load eagerly; the largest picture of a page must not be lazy. */
const EAGER_CARDS = 4;
const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/**
 * How a link to this page with other search params is current: only with exactly these params. The
 * router's default counts a link current when its params are a subset of the page's, so on page 2
 * "Previous" and "1" (no `page`) were marked current too.
 */
export const SAME_SEARCH_ONLY = { exact: true } as const;

/** The page links around the current one: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set(
    [1, last, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= last),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) =>
    index > 0 && page - (sorted[index - 1] ?? page) > 1 ? (['gap', page] as const) : ([page] as const),
  );
}

/**
 * The pages of a listing or of search results: previous, a window of page numbers, next; each a
 * link to this page's URL with its other search params kept (page 1 without `page`).
 */
export function Pager({ page, lastPage, search }: { page: number; lastPage: number; search: object }) {
  const intl = useIntl();
  if (lastPage <= 1) return null;
  const searchFor = (target: number) => ({ ...search, page: target === 1 ? undefined : target });
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.pages' })}>
      <S.Pages>
        {page > 1 && (
          <li>
            <Link to="." search={searchFor(page - 1)} activeOptions={SAME_SEARCH_ONLY} rel="prev">
              <FormattedMessage id="catalog.previous" />
            </Link>
          </li>
        )}
        {pageWindow(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to="."
                search={searchFor(item)}
                activeOptions={SAME_SEARCH_ONLY}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'catalog.page' }, { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < lastPage && (
          <li>
            <Link to="." search={searchFor(page + 1)} activeOptions={SAME_SEARCH_ONLY} rel="next">
              <FormattedMessage id="catalog.next" />
            </Link>
          </li>
        )}
      </S.Pages>
    </nav>
  );
}

/**
 * A price field of the filters: it shows the applied bound and follows it (back, forward, reset),
 * staying the same element, so the focus stays in it after Enter applied the range.
 */
function PriceInput({ name, applied, placeholder }: { name: string; applied: number | null; placeholder: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.value = applied === null ? '' : String(applied);
  }, [applied]);
  return <input ref={ref} name={name} inputMode="decimal" defaultValue={applied ?? ''} placeholder={placeholder} />;
}

export interface CategoryListingTemplateProps {
  listing: CatalogCategoryPage;
  search: CatalogSearch;
}

/**
 * A category: breadcrumbs, its sub-categories, filters by colour, size and price, the sort, the
 * product grid and the pages. Every change is a new URL (search params), so back and forward
 * walk through the states and any state is a link.
 */
export function CategoryListingTemplate({ listing, search }: CategoryListingTemplateProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const formId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { pagination, filters, applied } = listing;
  // A filter or sort change starts again from page 1.
  const update = (next: Partial<CatalogSearch>) =>
    navigate({ to: '.', search: { ...search, ...next, page: undefined, variant: undefined }, resetScroll: false });
  const toggle = (key: 'color' | 'size', value: string) => {
    const current = key === 'color' ? applied.color : applied.size;
    const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
    update({ [key]: next.length ? next : undefined });
  };
  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const raw = String(data.get(name) ?? '')
        .replace(',', '.')
        .trim();
      const value = Number(raw);
      return raw === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
    };
    update(orderedPriceRange(read('price_min'), read('price_max')));
  };
  const filtered =
    applied.color.length > 0 || applied.size.length > 0 || applied.price_min !== null || applied.price_max !== null;
  const currency = filters.price?.currency ?? 'EUR';

  return (
    <Container>
      <Breadcrumbs items={listing.breadcrumbs} />
      <S.Head>
        <S.Title>{listing.page.seo.h1}</S.Title>
        <S.Count>
          <FormattedMessage id="catalog.productCount" values={{ count: pagination.total }} />
        </S.Count>
      </S.Head>
      {listing.children.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'catalog.subcategories' })}>
          <S.Children>
            {listing.children.map((child) => (
              <li key={child.id}>
                <AppLink href={child.url}>{child.name}</AppLink>
              </li>
            ))}
          </S.Children>
        </nav>
      )}
      <S.Layout>
        <aside aria-label={intl.formatMessage({ id: 'catalog.filters' })}>
          <S.FilterToggle
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={formId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FormattedMessage id="catalog.filters" />
            {filtered &&
              ` (${applied.color.length + applied.size.length + (applied.price_min !== null || applied.price_max !== null ? 1 : 0)})`}
          </S.FilterToggle>
          <S.Filters id={formId} onSubmit={applyPrice} $open={filtersOpen}>
            {filters.colors.length > 0 && (
              <S.Group>
                <legend>
                  <FormattedMessage id="catalog.color" />
                </legend>
                <S.Options>
                  {filters.colors.map((facet) => {
                    const checked = applied.color.includes(facet.value);
                    return (
                      <S.Option key={facet.value} $checked={checked} $disabled={!checked && facet.count === 0}>
                        <input
                          type="checkbox"
                          name="color"
                          value={facet.value}
                          checked={checked}
                          disabled={!checked && facet.count === 0}
                          onChange={() => toggle('color', facet.value)}
                        />
                        <S.Dot $hex={facet.hex} aria-hidden="true" />
                        {facet.label} ({facet.count})
                      </S.Option>
                    );
                  })}
                </S.Options>
              </S.Group>
            )}
            {filters.sizes.length > 0 && (
              <S.Group>
                <legend>
                  <FormattedMessage id="catalog.size" />
                </legend>
                <S.Options>
                  {filters.sizes.map((facet) => {
                    const checked = applied.size.includes(facet.value);
                    return (
                      <S.Option key={facet.value} $checked={checked} $disabled={!checked && facet.count === 0}>
                        <input
                          type="checkbox"
                          name="size"
                          value={facet.value}
                          checked={checked}
                          disabled={!checked && facet.count === 0}
                          onChange={() => toggle('size', facet.value)}
                        />
                        {facet.label} ({facet.count})
                      </S.Option>
                    );
                  })}
                </S.Options>
              </S.Group>
            )}
            {filters.price && (
              <S.Group>
                <legend>
                  <FormattedMessage id="catalog.price" />
                </legend>
                <S.PriceRow>
                  <label>
                    <FormattedMessage id="catalog.priceFrom" />
                    <PriceInput
                      name="price_min"
                      applied={applied.price_min}
                      placeholder={formatMoney(filters.price.min, currency, locale)}
                    />
                  </label>
                  <label>
                    <FormattedMessage id="catalog.priceTo" />
                    <PriceInput
                      name="price_max"
                      applied={applied.price_max}
                      placeholder={formatMoney(filters.price.max, currency, locale)}
                    />
                  </label>
                  <Button type="submit" size="sm" variant="secondary">
                    <FormattedMessage id="catalog.apply" />
                  </Button>
                </S.PriceRow>
              </S.Group>
            )}
            {filtered && (
              <Link to="." search={{ sort: search.sort }} activeOptions={SAME_SEARCH_ONLY}>
                <FormattedMessage id="catalog.reset" />
              </Link>
            )}
          </S.Filters>
        </aside>
        <section aria-label={intl.formatMessage({ id: 'catalog.products' })}>
          <S.Toolbar>
            <label>
              <FormattedMessage id="catalog.sort" />
              <select
                value={listing.sort}
                onChange={(event) =>
                  update({
                    sort: event.target.value === 'newest' ? undefined : (event.target.value as CatalogSearch['sort']),
                  })
                }
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {intl.formatMessage({ id: `catalog.sort.${sort}` })}
                  </option>
                ))}
              </select>
            </label>
          </S.Toolbar>
          {listing.products.length === 0 ? (
            <S.Empty>
              <p>
                <FormattedMessage id="catalog.empty" />
              </p>
              {filtered && (
                <Link to="." search={{}} activeOptions={SAME_SEARCH_ONLY}>
                  <FormattedMessage id="catalog.reset" />
                </Link>
              )}
            </S.Empty>
          ) : (
            <S.Grid>
              <ListedProducts
                list={categoryList(listing.category)}
                products={listing.products}
                offset={(pagination.page - 1) * pagination.per_page}
                eagerCards={EAGER_CARDS}
              />
            </S.Grid>
          )}
          <Pager page={pagination.page} lastPage={pagination.last_page} search={search} />
        </section>
      </S.Layout>
    </Container>
  );
}
