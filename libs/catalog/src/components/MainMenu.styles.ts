import styled, { css } from 'styled-components';
import { media } from '@shop/ui';

export const Bar = styled.nav<{ $collapsed: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  max-height: 48px;
  transition:
    max-height ${({ theme }) => theme.motion.normal} ease,
    opacity ${({ theme }) => theme.motion.normal} ease;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      max-height: 0;
      opacity: 0;
      overflow: hidden;
      border-bottom-width: 0;
      visibility: hidden;
    `}
  ${media.upTo('tablet')} {
    display: none;
  }
`;

export const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Dropdown = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  display: none;
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Item = styled.li`
  position: relative;
  &:hover > ${Dropdown}, &:focus-within > ${Dropdown} {
    display: block;
  }
`;

export const TopLink = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const ChildLink = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
