import styled from 'styled-components';

export const DistributionList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DistributionRow = styled.li`
  display: grid;
  grid-template-columns: 2.5rem 1fr 4.5rem;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const DistributionBar = styled.span<{ $share: number }>`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.primary} ${({ $share }) => $share}%,
    ${({ theme }) => theme.colors.surface} ${({ $share }) => $share}%
  );
`;

export const DistributionFigure = styled.span`
  text-align: end;
  font-variant-numeric: tabular-nums;
`;
