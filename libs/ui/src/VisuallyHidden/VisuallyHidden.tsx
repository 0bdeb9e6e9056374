import type { ComponentPropsWithRef, ElementType } from 'react';
import { VisuallyHiddenRoot } from './VisuallyHidden.styles';

export type VisuallyHiddenProps<E extends ElementType = 'span'> = {
  /** The element to render, e.g. `h2` for a heading only screen readers need; a `span` by default. */
  as?: E;
} & Omit<ComponentPropsWithRef<E>, 'as'>;

/** Content for screen readers only: invisible on screen, still read and still in the outline. */
export function VisuallyHidden<E extends ElementType = 'span'>({ as, ...rest }: VisuallyHiddenProps<E>) {
  return <VisuallyHiddenRoot as={as as ElementType | undefined} {...rest} />;
}
