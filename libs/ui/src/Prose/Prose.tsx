import type { ComponentPropsWithRef, ElementType } from 'react';
import { ProseRoot } from './Prose.styles';

export type ProseProps<E extends ElementType = 'div'> = {
  /** The element to render, e.g. `article`; a `div` by default. */
  as?: E;
  /** Sanitised HTML from the server; when given, it replaces `children`. */
  html?: string;
} & Omit<ComponentPropsWithRef<E>, 'as'>;

/**
 * A table scrolls sideways when it is wider than the column (on a phone, always): a region that
 * scrolls must be reachable by the keyboard to be scrolled without a pointer (WCAG 2.1.1), so each
 * table of the HTML is put in the tab order. The allowlist leaves tables no attributes of their own.
 */
const focusableTables = (html: string) => html.replace(/<table(?=[\s>])/g, '<table tabindex="0"');

/**
 * Styles the headings, paragraphs, lists, tables and links of server HTML. The HTML must already
 * be sanitised: the server does it with an allowlist before it ever reaches the page.
 */
export function Prose<E extends ElementType = 'div'>({ as, html, ...rest }: ProseProps<E>) {
  const content = html === undefined ? {} : { dangerouslySetInnerHTML: { __html: focusableTables(html) } };
  return <ProseRoot as={as as ElementType | undefined} {...rest} {...content} />;
}
