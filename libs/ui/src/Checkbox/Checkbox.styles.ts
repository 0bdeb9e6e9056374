import styled from 'styled-components';

export const CheckboxRoot = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
