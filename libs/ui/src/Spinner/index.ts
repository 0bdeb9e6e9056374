export { Spinner, type SpinnerProps } from './Spinner';
export type { SpinnerSize } from './Spinner.styles';
