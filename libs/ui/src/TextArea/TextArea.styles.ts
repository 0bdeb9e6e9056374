import styled from 'styled-components';
import { fieldControlStyles } from '../Field/Field.styles';

export const TextAreaControl = styled.textarea<{ $invalid: boolean }>`
  ${fieldControlStyles}
  width: 100%;
  min-height: 5rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  resize: vertical;
`;
