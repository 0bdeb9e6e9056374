import styled from 'styled-components';
import { media } from '../theme/media';

export const ContainerRoot = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.lg};

  ${media.upTo('mobile')} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;
