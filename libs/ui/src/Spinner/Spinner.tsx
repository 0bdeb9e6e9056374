import { VisuallyHidden } from '../VisuallyHidden';
import { SpinnerRing, SpinnerRoot, type SpinnerSize } from './Spinner.styles';

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading products"). */
  label: string;
  size?: SpinnerSize;
}

/** A loading indicator announced politely through `role="status"`. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <SpinnerRoot role="status">
      <SpinnerRing $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerRoot>
  );
}
