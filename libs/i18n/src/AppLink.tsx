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
