import styled, { css } from 'styled-components';

/**
 * The look of a round icon-only control (header actions, a dialog's close button), for buttons
 * and links alike: `styled(Link)` with `${iconButtonStyles}`.
 */
export const iconButtonStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.sizes.iconButton};
  height: ${({ theme }) => theme.sizes.iconButton};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const IconButtonRoot = styled.button`
  ${iconButtonStyles}
`;

/** The count in the corner; a pill so two or three digits fit. */
export const IconButtonBadge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.none};
  right: ${({ theme }) => theme.space.none};
  min-width: ${({ theme }) => theme.sizes.badge};
  height: ${({ theme }) => theme.sizes.badge};
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentStrong};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.sizes.badge};
  text-align: center;
  /* A ring in the page colour lifts the count off the icon it overlaps. */
  box-shadow: 0 0 0 ${({ theme }) => theme.borderWidths.thick} ${({ theme }) => theme.colors.background};
  pointer-events: none;
`;
