import { getGetSearchIndexQueryOptions, type SearchIndex } from '@shop/api';
import { useLocale } from '@shop/i18n';
import { VisuallyHidden } from '@shop/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { SEARCH_SHORT_QUERY_LENGTH } from '../constants';
import { Hint } from './SearchBox.styles';
import * as S from './SearchPanelResults.styles';

export interface SearchPanelResultsProps {
  /** What the box holds, trimmed. */
  keyword: string;
  /** The keyword as it was 300 ms after it last changed: what the API is asked for. */
  query: string;
  /** Whether the panel is open: a closed panel asks for nothing. */
  open: boolean;
  /** The panel's id, which names its groups' headings. */
  panelId: string;
}

/**
 * What the header search's panel shows (SearchBox): grouped results from `GET /api/v1/search/index`
 * as the API's ready-made links, a hint while there is nothing to show, a button to the search page
 * (with how many products it lists), and the count for screen readers. Its code is loaded when the
 * box is first reached, not with the page.
 */
export default function SearchPanelResults({ keyword, query, open, panelId }: SearchPanelResultsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data, isFetching } = useQuery({
    ...getGetSearchIndexQueryOptions({ search: query, lang: locale }),
    enabled: open && query.length > 0,
    placeholderData: keepPreviousData,
  });
  const groups: SearchIndex['groups'] = keyword && data ? data.groups : [];
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  const waiting = keyword !== query || (isFetching && !data);
  // What the search page will list, once the panel shows this keyword's results.
  const products = waiting ? undefined : groups.find((group) => group.type === 'products')?.total;
  let hint: string | null = null;
  if (!keyword) hint = intl.formatMessage({ id: 'search.panel.empty' });
  else if (count === 0 && waiting) hint = intl.formatMessage({ id: 'search.panel.searching' });
  else if (count === 0)
    hint = intl.formatMessage(
      { id: keyword.length < SEARCH_SHORT_QUERY_LENGTH ? 'search.panel.short' : 'search.panel.none' },
      { keyword },
    );

  return (
    <>
      <VisuallyHidden aria-live="polite">
        {open && keyword && !waiting ? intl.formatMessage({ id: 'search.panel.count' }, { count }) : ''}
      </VisuallyHidden>
      {hint ? <Hint>{hint}</Hint> : null}
      {groups.map((group) => (
        <div key={group.type}>
          <S.GroupTitle id={`${panelId}-${group.type}`}>{group.title}</S.GroupTitle>
          <S.Items aria-labelledby={`${panelId}-${group.type}`}>
            {group.items.map((item) => (
              // The fragment is one link built and sanitised by the API from escaped text.
              <S.Item key={`${item.type}-${item.id}`} dangerouslySetInnerHTML={{ __html: item.html }} />
            ))}
          </S.Items>
        </div>
      ))}
      {keyword ? (
        <S.AllResults type="submit">
          {products ? (
            <FormattedMessage id="search.panel.allCount" values={{ keyword, count: products }} />
          ) : (
            <FormattedMessage id="search.panel.all" values={{ keyword }} />
          )}
        </S.AllResults>
      ) : null}
    </>
  );
}
