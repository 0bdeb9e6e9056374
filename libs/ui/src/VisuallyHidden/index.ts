export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { visuallyHiddenStyles } from './VisuallyHidden.styles';
