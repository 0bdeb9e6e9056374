import styled from 'styled-components';
import { media } from '@shop/ui';

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The top-level list, and beside it the active category's sub-categories (ChildList). */
export const DesktopColumns = styled.div`
  position: relative;
  ${media.upTo('mobile')} {
    display: none;
  }
`;

const list = `
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const TopList = styled.ul`
  ${list}
  width: 260px;
`;

// Inside its category's item (for the keyboard's order), drawn as the second column.
export const ChildList = styled.ul`
  ${list}
  position: absolute;
  top: 0;
  right: 0;
  left: calc(260px + ${({ theme }) => theme.space.lg});
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  padding-left: ${({ theme }) => theme.space.md};
`;

export const TopLink = styled.a<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.ink)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const ChildLink = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const MobileList = styled.ul`
  ${list}
  display: none;
  padding: 0 ${({ theme }) => theme.space.sm};
  ${media.upTo('mobile')} {
    display: block;
  }
`;

export const MobileChildren = styled.ul`
  ${list}
  padding-left: ${({ theme }) => theme.space.sm};
`;

export const Hotline = styled.a`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  ${media.upTo('mobile')} {
    display: flex;
  }
`;
