import type { ComponentPropsWithRef, ElementType } from 'react';
import { Icon, type IconShape } from '../Icon';
import { IconButtonBadge, IconButtonRoot } from './IconButton.styles';

/** The largest count drawn in full; above it the badge reads "99+". */
const BADGE_MAX = 99;

export interface IconButtonOwnProps {
  /** The accessible name. Put any count in it too ("Cart, 3 items"): the badge is not read. */
  label: string;
  /** The shape drawn (`cartIcon`, `heartIcon`…). */
  icon: IconShape;
  /** A count drawn in the corner; nothing is drawn for 0 or less. */
  badge?: number;
}

export type IconButtonProps<E extends ElementType = 'button'> = IconButtonOwnProps & {
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof IconButtonOwnProps | 'as' | 'children'>;

/** An icon-only button (or, with `as`, link) named by `label`. */
export function IconButton<E extends ElementType = 'button'>({ label, icon, badge, as, ...rest }: IconButtonProps<E>) {
  const renderedAsButton = as === undefined || as === 'button';
  const buttonDefaults = renderedAsButton ? { type: 'button' as const } : {};
  const showBadge = badge !== undefined && badge > 0;
  return (
    <IconButtonRoot as={as as ElementType | undefined} aria-label={label} {...buttonDefaults} {...rest}>
      <Icon shape={icon} />
      {showBadge && <IconButtonBadge aria-hidden="true">{badge > BADGE_MAX ? `${BADGE_MAX}+` : badge}</IconButtonBadge>}
    </IconButtonRoot>
  );
}
