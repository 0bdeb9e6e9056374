import type { ComponentPropsWithRef } from 'react';
import { Icon, thumbUpIcon } from '../Icon';
import { LikeButtonRoot, LikeCount } from './LikeButton.styles';

export interface LikeButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-pressed'> {
  /** The accessible name, already translated, the count in it ("Helpful, 3 likes"): the figure is not read. */
  label: string;
  count: number;
  /** Whether the shopper likes it now; left out (a guest) the button is a plain button, not a toggle. */
  pressed?: boolean;
}

/** A thumbs-up with the number of likes: a toggle button (`aria-pressed`) for a signed-in shopper. */
export function LikeButton({ label, count, pressed, ...button }: LikeButtonProps) {
  return (
    <LikeButtonRoot type="button" aria-label={label} aria-pressed={pressed} {...button}>
      <Icon shape={thumbUpIcon} size={18} />
      <LikeCount aria-hidden="true">{count}</LikeCount>
    </LikeButtonRoot>
  );
}
