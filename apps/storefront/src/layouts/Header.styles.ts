import styled from 'styled-components';
import { media } from '@shop/ui';

export const Header = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 72px;
  ${media.upTo('mobile')} {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

export const LogoLink = styled.a`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-left: auto;
`;
