export { Icon, type IconProps } from './Icon';
export * from './shapes';
