import { getGetSearchIndexQueryOptions, type SearchIndex } from '@shop/api';
import { useLocale } from '@shop/i18n';
import { VisuallyHidden } from '@shop/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SEARCH_DEBOUNCE_MS, SEARCH_SHORT_QUERY_LENGTH } from '../constants';
import { useDebouncedValue } from '@shop/ui';
import * as S from './SearchBox.styles';

/** The links of the panel, in reading order: what the arrow keys move through. */
function panelLinks(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button')] : [];
}

/**
 * The header's search box (spec, section 4): a panel of grouped results opens on focus and closes
 * on Escape, an outside click or when focus leaves; results are asked for from the first letter,
 * 300 ms after the last keystroke. Down and up arrows move through the results (focus moves, so
 * Enter opens the one selected); Enter in the box opens the search page. Without JavaScript the
 * box is a plain GET form to the search page.
 */
export function SearchBox() {
  const intl = useIntl();
  const { locale, localize } = useLocale();
  const navigate = useNavigate();
  const panelId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const keyword = value.trim();
  const query = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useQuery({
    ...getGetSearchIndexQueryOptions({ search: query, lang: locale }),
    enabled: open && query.length > 0,
    placeholderData: keepPreviousData,
  });
  const groups: SearchIndex['groups'] = keyword && data ? data.groups : [];

  // An outside click closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const go = (href: string) => {
    setOpen(false);
    inputRef.current?.blur();
    void navigate({ href });
  };
  const openSearchPage = () => {
    if (keyword) go(`${localize('/search')}?${new URLSearchParams({ keyword })}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      inputRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = panelLinks(panelRef.current);
    if (links.length === 0) return;
    event.preventDefault();
    setOpen(true);
    const at = links.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = at + step;
    // Up from the first result returns to the box; down from the last wraps to the first.
    if (next < 0) (at === -1 ? links[links.length - 1] : inputRef.current)?.focus();
    else links[next % links.length]?.focus();
  };

  // The API's links are plain anchors: within the shop the router follows them, without a reload.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    go(`${url.pathname}${url.search}`);
  };

  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  const waiting = keyword !== query || (isFetching && !data);
  let hint: string | null = null;
  if (!keyword) hint = intl.formatMessage({ id: 'search.panel.empty' });
  else if (count === 0 && waiting) hint = intl.formatMessage({ id: 'search.panel.searching' });
  else if (count === 0) hint = intl.formatMessage({ id: keyword.length < SEARCH_SHORT_QUERY_LENGTH ? 'search.panel.short' : 'search.panel.none' }, { keyword });

  return (
    <S.Search
      ref={formRef}
      role="search"
      action={localize('/search')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        openSearchPage();
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!formRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <S.Input
        ref={inputRef}
        type="search"
        name="keyword"
        maxLength={100}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'header.search' })}
        aria-controls={panelId}
        aria-describedby={hintId}
        placeholder={intl.formatMessage({ id: 'header.searchPlaceholder' })}
      />
      <VisuallyHidden id={hintId}>
        <FormattedMessage id="search.panel.keys" />
      </VisuallyHidden>
      <VisuallyHidden aria-live="polite">{open && keyword && !waiting ? intl.formatMessage({ id: 'search.panel.count' }, { count }) : ''}</VisuallyHidden>
      <S.Panel id={panelId} ref={panelRef} hidden={!open} onClick={onPanelClick} aria-label={intl.formatMessage({ id: 'search.panel.label' })} role="region">
        {hint ? <S.Hint>{hint}</S.Hint> : null}
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
            <FormattedMessage id="search.panel.all" values={{ keyword }} />
          </S.AllResults>
        ) : null}
      </S.Panel>
    </S.Search>
  );
}
