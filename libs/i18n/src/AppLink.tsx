/// <reference types="vite/client" />
import { Link, useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

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

/** A path the router writes back as it is: lowercase letters, digits and hyphens, no trailing slash. */
const PLAIN_PATH = /^\/$|^(?:\/[a-z0-9-]+)+$/;

/**
 * What TanStack's Link renders on the server for a plain path with AppLink's options (`exact`
 * active state, search ignored): its attributes, `active` added to the class, `data-status` and
 * `aria-current` on the current page's link. A listing's hundred links spent about 6% of its server
 * time in the router's location building only to write back the href they were given; the
 * browser's Link hydrates the same markup (a test compares the two).
 */
function serverLinkProps(
  rest: Omit<AppLinkProps, 'href'>,
  href: string,
  currentPath: string,
): AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement>; 'data-status'?: 'active' } {
  const current = currentPath.length > 1 && currentPath.endsWith('/') ? currentPath.slice(0, -1) : currentPath;
  if (current !== href) return { ...rest, href };
  return {
    ...rest,
    className: rest.className ? `${rest.className} active` : 'active',
    href,
    'data-status': 'active',
    'aria-current': 'page',
  };
}

/**
 * A client-side link to a storefront path given as a plain string (the API's `url` fields).
 * Typed routes cannot know those paths, so this is the one place where a string becomes a route.
 * The query and the hash go to the router as such (a cart line's `…?variant=4`): in `to`, the
 * router took them for part of the path when it preloaded the page on hover or focus, and asked
 * the API for `…%3Fvariant%3D4` (a 400). Only a link to the exact page is marked
 * `aria-current="page"` (not its parents).
 */
export function AppLink({ href, ...rest }: AppLinkProps) {
  const router = useRouter();
  // import.meta.env.SSR, not router.isServer: the browser's build leaves this branch out.
  if (import.meta.env.SSR && PLAIN_PATH.test(href)) {
    const { children, ...attributes } = rest;
    return <a {...serverLinkProps(attributes, href, router.state.location.pathname)}>{children}</a>;
  }
  const { pathname, search, hash } = splitHref(href);
  return (
    <Link
      to={pathname}
      search={search ? router.options.parseSearch(`?${search}`) : undefined}
      hash={hash || undefined}
      preload="intent"
      activeOptions={{ exact: true, includeSearch: false }}
      {...rest}
    />
  );
}
