import type { ComponentPropsWithRef } from 'react';
import { SkipLinkRoot } from './SkipLink.styles';

export interface SkipLinkProps extends ComponentPropsWithRef<'a'> {
  /** The fragment of the main content, e.g. `#main` (the target should have `tabIndex={-1}`). */
  href: string;
}

/** The first stop of the keyboard on every page: jumps past the header to the content. */
export function SkipLink(props: SkipLinkProps) {
  return <SkipLinkRoot {...props} />;
}
