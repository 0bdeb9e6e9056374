import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.modal};
  margin: ${({ theme }) => theme.space.xl} auto ${({ theme }) => theme.space.xxl};

  h1 {
    margin: 0;
  }
`;
