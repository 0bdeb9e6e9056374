import styled from 'styled-components';

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
