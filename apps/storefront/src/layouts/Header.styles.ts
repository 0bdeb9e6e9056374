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

export const Search = styled.form`
  flex: 1;
  min-width: 0;
  ${media.upTo('mobile')} {
    order: 5;
    flex-basis: 100%;
  }
`;

export const SearchInput = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-left: auto;
`;
