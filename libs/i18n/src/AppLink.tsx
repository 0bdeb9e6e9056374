import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A storefront path already in the page's language (as the API returns them). */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A client-side link to a storefront path given as a plain string (the API's `url` fields).
 * Typed routes cannot know those paths, so this is the one place where a string becomes a route.
 * Only a link to the exact page is marked `aria-current="page"` (not its parents).
 */
export function AppLink({ href, ...rest }: AppLinkProps) {
  return <Link to={href as string} preload="intent" activeOptions={{ exact: true, includeSearch: false }} {...rest} />;
}
