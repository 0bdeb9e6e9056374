import type { CatalogSearchPage } from '@shop/api';
import { Link } from '@tanstack/react-router';
import { AppLink } from '@shop/i18n';
import { Container } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTrackOnce } from '@shop/tracking';
import { pushSearch, SEARCH_RESULTS_LIST } from '../analytics';
import { ListedProducts } from '../components/ListedProducts';
import { Pager, SAME_SEARCH_ONLY } from './CategoryListingTemplate';
import * as S from './CategoryListingTemplate.styles';

/** Search params of the search page. */
export interface SearchPageSearch {
  keyword?: string | undefined;
  page?: number | undefined;
}

/**
 * The search page: the products matching the keyword with their pages, or an empty state that
 * offers the top-level categories; a page past the last says where the results end.
 */
export function SearchResultsTemplate({ result, search }: { result: CatalogSearchPage; search: SearchPageSearch }) {
  const intl = useIntl();
  const { pagination } = result;
  // One search per keyword: its other pages are the same search.
  useTrackOnce(result.keyword, () => pushSearch(result.keyword));
  return (
    <Container>
      <S.SearchHead>
        <S.Title>{result.page.seo.h1}</S.Title>
        <S.Count>
          <FormattedMessage id="catalog.productCount" values={{ count: pagination.total }} />
        </S.Count>
      </S.SearchHead>
      {result.products.length === 0 && pagination.total > 0 ? (
        // A page past the last (an old link, an edited URL): the results exist, on earlier pages.
        <S.Empty>
          <p>
            <FormattedMessage id="search.pastLastPage" values={{ last: pagination.last_page }} />
          </p>
          <p>
            <Link to="." search={{ ...search, page: undefined }} activeOptions={SAME_SEARCH_ONLY}>
              <FormattedMessage id="search.firstPage" />
            </Link>
          </p>
        </S.Empty>
      ) : result.products.length === 0 ? (
        <S.Empty>
          <p>
            <FormattedMessage id="search.empty" values={{ keyword: result.keyword }} />
          </p>
          {result.suggested_categories.length > 0 && (
            <nav aria-label={intl.formatMessage({ id: 'search.suggestions' })}>
              <S.Children>
                {result.suggested_categories.map((category) => (
                  <li key={category.id}>
                    <AppLink href={category.url}>{category.name}</AppLink>
                  </li>
                ))}
              </S.Children>
            </nav>
          )}
        </S.Empty>
      ) : (
        <S.Grid style={{ marginTop: '1.5rem' }}>
          <ListedProducts
            list={SEARCH_RESULTS_LIST}
            products={result.products}
            offset={(pagination.page - 1) * pagination.per_page}
            eagerCards={4}
          />
        </S.Grid>
      )}
      {result.products.length > 0 && <Pager page={pagination.page} lastPage={pagination.last_page} search={search} />}
    </Container>
  );
}
