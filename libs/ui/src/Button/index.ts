export { Button, type ButtonProps, type ButtonOwnProps } from './Button';
export { buttonStyles, type ButtonStyleProps, type ButtonVariant, type ButtonSize } from './Button.styles';
