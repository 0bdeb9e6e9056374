/// <reference types="vite/client" />
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A storefront path already in the page's language (as the API returns them), maybe with a query and a hash. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A storefront href's path, query (without `?`) and hash (without `#`). */
export function splitHref(href: string): { pathname: string; search: string; hash: string } {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  return {
    pathname: searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt),
    search: searchAt < 0 ? '' : beforeHash.slice(searchAt + 1),
    hash: hashAt < 0 ? '' : href.slice(hashAt + 1),
  };
}

/**
 * The current path for AppLink's active state, given once by the root layout
 * (`CurrentPathProvider`), so that a link reads a context instead of subscribing to the router.
 */
const CurrentPathContext = createContext<string | null>(null);
export const CurrentPathProvider = CurrentPathContext.Provider;

/**
 * What TanStack's Link renders for `href` with AppLink's options (`exact` active state,
 * search ignored): its attributes, `active` added to the class, `data-status` and `aria-current`
 * on the current page's link (a test compares the two).
 */
function linkProps(
  rest: Omit<AppLinkProps, 'href'>,
  href: string,
  currentPath: string,
): AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement>; 'data-status'?: 'active' } {
  const current = currentPath.length > 1 && currentPath.endsWith('/') ? currentPath.slice(0, -1) : currentPath;
  if (current !== splitHref(href).pathname) return { ...rest, href };
  return {
    ...rest,
    className: rest.className ? `${rest.className} active` : 'active',
    href,
    'data-status': 'active',
    'aria-current': 'page',
  };
}

/** Where a click on `href` goes: its path, and its query and hash as the router's own. */
function destination(router: AnyRouter, href: string) {
  const { pathname, search, hash } = splitHref(href);
  return {
    to: pathname,
    search: search ? router.options.parseSearch(`?${search}`) : undefined,
    hash: hash || undefined,
  };
}

/**
 * The intent preload waiting out the router's delay (TanStack's Link keeps one per link; the
 * pointer and the focus rest on one link at a time).
 */
let pendingPreload: ReturnType<typeof setTimeout> | undefined;

function preload(router: AnyRouter, href: string): void {
  router.preloadRoute(destination(router, href)).catch((error: unknown) => console.warn(error));
}

function schedulePreload(router: AnyRouter, href: string): void {
  clearTimeout(pendingPreload);
  pendingPreload = setTimeout(() => preload(router, href), router.options.defaultPreloadDelay ?? 50);
}

const cancelPreload = () => clearTimeout(pendingPreload);

/** Runs the caller's handler, then AppLink's own unless the caller prevented the default. */
function chain<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** A left click without a modifier key: one the page may follow itself instead of the browser. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/** A plain left click that should stay in the page (no other target either). */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const where = target ?? event.currentTarget.getAttribute('target');
  return isPlainLeftClick(event) && (!where || where === '_self');
}

/**
 * A client-side link to a storefront path given as a string (the API's `url` fields). Typed routes
 * cannot know those paths, so this is the one place where a string becomes a route. It renders
 * the anchor TanStack's Link would (a test compares the two) with the Link's handlers (navigation
 * on a plain click, preloading on intent) but none of its per-link work: the Link builds a router
 * location and subscribes to the router for every link as it hydrates, and runs two effects each
 * (180 of a listing's 337). The active state comes from `CurrentPathProvider`; only a link to the
 * exact page is marked `aria-current="page"` (not its parents). The query and the hash go to the
 * router as such (a cart line's `…?variant=4`): in `to`, the router took them for part of the path
 * when it preloaded the page on hover or focus, and asked the API for `…%3Fvariant%3D4` (a 400).
 */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  const router = useRouter();
  const currentPath = useContext(CurrentPathContext) ?? router.state.location.pathname;
  const attributes = linkProps(rest, href, currentPath);
  if (import.meta.env.SSR) return <a {...attributes}>{children}</a>;
  const { onClick, onMouseEnter, onFocus, onMouseLeave, onBlur, onTouchStart, target } = rest;
  return (
    <a
      {...attributes}
      onClick={chain(onClick, (event) => {
        if (!isRouterClick(event, target)) return;
        event.preventDefault();
        cancelPreload();
        void router.navigate(destination(router, href));
      })}
      onMouseEnter={chain(onMouseEnter, () => schedulePreload(router, href))}
      onFocus={chain(onFocus, () => schedulePreload(router, href))}
      onMouseLeave={chain(onMouseLeave, cancelPreload)}
      onBlur={chain(onBlur, cancelPreload)}
      onTouchStart={chain(onTouchStart, () => preload(router, href))}
    >
      {children}
    </a>
  );
}
