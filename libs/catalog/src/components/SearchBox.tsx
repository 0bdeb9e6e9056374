import { isPlainLeftClick, useLocale } from '@shop/i18n';
import { lazyWithPreload, useDebouncedValue, VisuallyHidden } from '@shop/ui';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import * as S from './SearchBox.styles';

// The panel's results (the query, the groups) load when the box is first reached.
const SearchPanelResults = lazyWithPreload(() => import('./SearchPanelResults'));

/** The links of the panel, in reading order: what the arrow keys move through. */
function panelLinks(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button')] : [];
}

/**
 * The header's search box (spec, section 4): a panel of grouped results opens on focus and closes
 * on Escape, an outside click or when focus leaves; results are asked for from the first letter,
 * 300 ms after the last keystroke. Down and up arrows move through the results (focus moves, so
 * Enter opens the one selected); Enter in the box opens the search page. Without JavaScript the
 * box is a plain GET form to the search page. The panel's contents (SearchPanelResults) are
 * fetched when the pointer or focus first reaches the box, so they are not part of the page's load.
 */
export function SearchBox() {
  const intl = useIntl();
  const { localize } = useLocale();
  const navigate = useNavigate();
  const panelId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // On the search page the box holds the words searched for, from the server's first render on,
  // and follows the page's keyword when it changes (a link, back and forward).
  const searchPath = localize('/search');
  const pageKeyword = useRouterState({
    select: (state) => {
      if (state.location.pathname !== searchPath) return null;
      const keyword = (state.location.search as Record<string, unknown>)['keyword'];
      return typeof keyword === 'string' || typeof keyword === 'number' ? String(keyword) : '';
    },
  });
  const [value, setValue] = useState(pageKeyword ?? '');
  const [followed, setFollowed] = useState(pageKeyword);
  if (pageKeyword !== followed) {
    setFollowed(pageKeyword);
    if (pageKeyword !== null) setValue(pageKeyword);
  }
  const [open, setOpen] = useState(false);
  // The results mount on the first opening and stay (hidden) after, keeping what they showed.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const keyword = value.trim();
  // Debounced here, from the box's first render, so the results (loaded later) never ask for what
  // was typed while their code was on its way.
  const query = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);

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
    if (keyword) go(`${searchPath}?${new URLSearchParams({ keyword })}`);
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
    if (!link || !isPlainLeftClick(event)) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    go(`${url.pathname}${url.search}`);
  };

  return (
    <S.Search
      ref={formRef}
      role="search"
      action={searchPath}
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
        onPointerEnter={SearchPanelResults.preload}
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
      <S.Panel
        id={panelId}
        ref={panelRef}
        hidden={!open}
        onClick={onPanelClick}
        aria-label={intl.formatMessage({ id: 'search.panel.label' })}
        role="region"
      >
        {opened ? (
          <Suspense
            fallback={
              <S.Hint>{intl.formatMessage({ id: keyword ? 'search.panel.searching' : 'search.panel.empty' })}</S.Hint>
            }
          >
            <SearchPanelResults keyword={keyword} query={query} open={open} panelId={panelId} />
          </Suspense>
        ) : null}
      </S.Panel>
    </S.Search>
  );
}
