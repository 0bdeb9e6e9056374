export { RadioCard, type RadioCardProps } from './RadioCard';
