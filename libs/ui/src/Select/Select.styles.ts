import styled from 'styled-components';
import { fieldControlStyles } from '../Field/Field.styles';

export const SelectControl = styled.select<{ $invalid: boolean }>`
  ${fieldControlStyles}
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};
`;
