import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0 ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
`;

export const LocaleLink = styled.a<{ $current: boolean }>`
  display: inline-grid;
  place-items: center;
  min-width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  color: ${({ theme, $current }) => ($current ? theme.colors.inverseText : theme.colors.ink)};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  &:hover {
    background: ${({ theme, $current }) => ($current ? theme.colors.primaryHover : theme.colors.surface)};
  }
`;
