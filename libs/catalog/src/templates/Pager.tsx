import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import * as S from './CategoryListingTemplate.styles';

/**
 * How a link to this page with other search params is current: only with exactly these params. The
 * router's default counts a link current when its params are a subset of the page's, so on page 2
 * "Previous" and "1" (no `page`) were marked current too.
 */
export const SAME_SEARCH_ONLY = { exact: true } as const;

/** The page links around the current one: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - (sorted[index - 1] ?? page) > 1 ? (['gap', page] as const) : ([page] as const)));
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
              <Link to="." search={searchFor(item)} activeOptions={SAME_SEARCH_ONLY} aria-current={item === page ? 'page' : undefined} aria-label={intl.formatMessage({ id: 'catalog.page' }, { page: item })}>
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
