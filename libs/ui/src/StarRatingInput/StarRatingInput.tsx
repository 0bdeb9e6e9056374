import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  StarError,
  StarFieldset,
  StarHint,
  StarInput,
  StarLabel,
  StarLegend,
  StarRow,
  StarSlot,
} from './StarRatingInput.styles';

export interface StarRatingInputProps {
  /** The group's legend, already translated ("Your rating"). */
  legend: string;
  /** The radios' form name. */
  name: string;
  /** The chosen rating 1 to `max`, or null while none is. */
  value: number | null;
  onChange: (rating: number) => void;
  /** Each star's accessible name, already translated ("4 stars"). */
  starLabel: (stars: number) => string;
  /** The chosen rating in words under the stars ("4 out of 5"); nothing while none is chosen. */
  valueText?: (stars: number) => string;
  error?: ReactNode;
  max?: number;
}

/**
 * A rating given with stars: a group of native radio buttons (arrow keys move between them), each
 * drawn as a star and named in words; the stars up to the chosen one (or the hovered one) fill.
 */
export function StarRatingInput({
  legend,
  name,
  value,
  onChange,
  starLabel,
  valueText,
  error,
  max = 5,
}: StarRatingInputProps) {
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = `${id}-error`;
  return (
    <StarFieldset aria-describedby={hasError ? errorId : undefined} aria-invalid={hasError || undefined}>
      <StarLegend>{legend}</StarLegend>
      <StarRow onMouseLeave={() => setHovered(null)}>
        {Array.from({ length: max }, (_, index) => index + 1).map((stars) => (
          <StarSlot key={stars}>
            <StarInput
              type="radio"
              id={`${id}-${stars}`}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onMouseEnter={() => setHovered(stars)}
            />
            <StarLabel htmlFor={`${id}-${stars}`} $filled={stars <= shown}>
              <span aria-hidden="true">{stars <= shown ? '★' : '☆'}</span>
              <VisuallyHidden>{starLabel(stars)}</VisuallyHidden>
            </StarLabel>
          </StarSlot>
        ))}
      </StarRow>
      {value !== null && valueText && <StarHint>{valueText(value)}</StarHint>}
      <StarError id={errorId} role="alert">
        {hasError ? error : null}
      </StarError>
    </StarFieldset>
  );
}
