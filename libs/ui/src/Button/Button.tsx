import type { ComponentPropsWithRef, ElementType } from 'react';
import { ButtonRoot, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonOwnProps {
  /** primary: the one main action; secondary: outlined; ghost: quiet, for toolbars. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the parent. */
  fullWidth?: boolean;
}

/**
 * Button props, or the props of the element or component given as `as` (e.g. `as="a"` with
 * `href`, or a router Link with `to`).
 */
export type ButtonProps<E extends ElementType = 'button'> = ButtonOwnProps & {
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof ButtonOwnProps | 'as'>;

/**
 * The shop's button. It is `type="button"` unless told otherwise, so a button inside a form
 * submits only when it says `type="submit"`.
 */
export function Button<E extends ElementType = 'button'>({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  as,
  ...rest
}: ButtonProps<E>) {
  const renderedAsButton = as === undefined || as === 'button';
  const buttonDefaults = renderedAsButton ? { type: 'button' as const } : {};
  return (
    <ButtonRoot
      as={as as ElementType | undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...buttonDefaults}
      {...rest}
    />
  );
}
