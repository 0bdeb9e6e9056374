export { IconButton, type IconButtonProps, type IconButtonOwnProps } from './IconButton';
export { iconButtonStyles } from './IconButton.styles';
