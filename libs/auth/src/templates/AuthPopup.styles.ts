import styled from 'styled-components';

export const Step = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Back = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;
