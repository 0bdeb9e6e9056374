import styled from 'styled-components';
import { media } from '@shop/ui';

export const Search = styled.form`
  position: relative;
  flex: 1;
  min-width: 0;
  ${media.upTo('mobile')} {
    order: 5;
    flex-basis: 100%;
  }
`;

export const Input = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
`;

export const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  max-height: min(70vh, 560px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const GroupTitle = styled.div`
  margin: ${({ theme }) => theme.space.xs} 0;
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  text-transform: uppercase;
`;

export const Items = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0;
`;

/** An item holds the API's ready-made link: styled from here, since its markup is not ours. */
export const Item = styled.li`
  a {
    display: block;
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  mark {
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export const AllResults = styled.button`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
`;
