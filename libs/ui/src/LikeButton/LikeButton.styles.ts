import styled from 'styled-components';

export const LikeButtonRoot = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
  &:disabled {
    cursor: progress;
  }
`;

export const LikeCount = styled.span`
  font-variant-numeric: tabular-nums;
`;
