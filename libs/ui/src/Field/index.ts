export { Field, type FieldProps, type FieldControlProps } from './Field';
export { FieldError, FieldHint, FieldLabel } from './Field.styles';
