import styled from 'styled-components';

/** A bar of controls above a list, its select on the right: the listing's sort, the reviews' order. */
export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
  label {
    display: inline-flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
  /* On a narrow screen the select goes under its label rather than past the screen's edge. */
  select {
    max-width: 100%;
    height: 2.25rem;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    background: ${({ theme }) => theme.colors.background};
  }
`;
