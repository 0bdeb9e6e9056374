import type { ComponentPropsWithRef } from 'react';
import { FieldHint } from '../Field';
import { RadioCardRoot } from './RadioCard.styles';

export interface RadioCardProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The choice's name, in bold; with the description it names the radio. */
  title: string;
  description?: string | null;
  /** Shown on the right, in bold: a price. */
  aside?: string;
}

/**
 * A native radio in a bordered card with a title, a description and a price beside it; the card is
 * its label, so the whole card chooses it. Group the cards in an element with `role="radiogroup"`.
 */
export function RadioCard({ title, description, aside, checked, ...input }: RadioCardProps) {
  return (
    <RadioCardRoot $checked={checked === true}>
      <input type="radio" checked={checked} {...input} />
      <span>
        <strong>{title}</strong>
        <FieldHint>{description}</FieldHint>
      </span>
      {aside === undefined ? <span /> : <strong>{aside}</strong>}
    </RadioCardRoot>
  );
}
