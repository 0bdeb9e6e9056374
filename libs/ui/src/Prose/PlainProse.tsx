import type { ComponentPropsWithRef } from 'react';
import { PlainProseRoot } from './Prose.styles';
import { plainParagraphs } from './plainParagraphs';

export interface PlainProseProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Server HTML of paragraphs and line breaks only (a review's text). */
  html: string;
}

/**
 * Text a shopper wrote, from the server's HTML of paragraphs and line breaks, rendered as text:
 * any markup in it shows as the characters typed and never runs (unlike `Prose`, which trusts
 * the server's sanitising for richer content pages).
 */
export function PlainProse({ html, ...rest }: PlainProseProps) {
  return (
    <PlainProseRoot {...rest}>
      {plainParagraphs(html).map((lines, paragraph) => (
        <p key={paragraph}>
          {lines.map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </PlainProseRoot>
  );
}
