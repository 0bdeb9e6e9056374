export { LoadingVeil, type LoadingVeilProps } from './LoadingVeil';
