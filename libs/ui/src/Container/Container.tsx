import type { ComponentPropsWithRef, ElementType } from 'react';
import { ContainerRoot } from './Container.styles';

export type ContainerProps<E extends ElementType = 'div'> = {
  /** The element to render, e.g. `main` or `section`; a `div` by default. */
  as?: E;
} & Omit<ComponentPropsWithRef<E>, 'as'>;

/** Centres page content at the container width with the page's side padding. */
export function Container<E extends ElementType = 'div'>({ as, ...rest }: ContainerProps<E>) {
  return <ContainerRoot as={as as ElementType | undefined} {...rest} />;
}
