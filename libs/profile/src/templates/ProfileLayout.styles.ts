import styled from 'styled-components';
import { media } from '@shop/ui';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: ${({ theme }) => theme.space.xl};
  margin: ${({ theme }) => theme.space.xl} 0;
  ${media.upTo('mobile')} {
    grid-template-columns: 1fr;
  }
`;

export const Nav = styled.nav`
  align-self: start;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const NavLink = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Content = styled.div`
  min-width: 0;
  /* Pages name the customer's e-mail, which has no spaces: a long one breaks rather than overflow.
     "anywhere" (not "break-word") also lets grids and forms inside size below the address's width. */
  overflow-wrap: anywhere;
`;

export const SignOut = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.sm};
`;
