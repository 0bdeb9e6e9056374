import styled from 'styled-components';
import { fieldControlStyles } from '../Field/Field.styles';

export const TextFieldInput = styled.input<{ $invalid: boolean }>`
  ${fieldControlStyles}
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};

  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
