import { Spinner } from '../Spinner';
import { Plate, Veil } from './LoadingVeil.styles';

export interface LoadingVeilProps {
  /** What is on its way, read by screen readers ("Loading the sign-in form"). */
  label: string;
}

/**
 * What shows for the moment a dialog's code is on its way (a dialog loaded when it is first
 * opened): the page dimmed as behind a modal, and a spinner announced politely. It holds no focus
 * and takes no keys: the dialog itself does, once it is there. Much smaller than `Modal`, so the
 * first load of a page need not carry the modal for a dialog it may never open.
 */
export function LoadingVeil({ label }: LoadingVeilProps) {
  return (
    <Veil data-testid="loading-veil">
      <Plate>
        <Spinner label={label} />
      </Plate>
    </Veil>
  );
}
