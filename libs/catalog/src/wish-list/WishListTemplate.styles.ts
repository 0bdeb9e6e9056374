import styled from 'styled-components';

/** The page's content: as tall in its loading and empty states (no layout shift between them). */
export const View = styled.div`
  min-height: ${({ theme }) => theme.sizes.clientPage};
`;

export const Grid = styled.ul`
  display: grid;
  /* One column on a screen narrower than a tile, never wider than the screen. */
  grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  list-style: none;
`;

export const Item = styled.article`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  img,
  .placeholder {
    display: block;
    width: 120px;
    height: 120px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h2 a {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;
