import styled, { css, type RuleSet } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'sm';

/** The transient props `buttonStyles` reads; all optional, so a bare styled Link looks primary. */
export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.ink};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
};

const sizes = {
  md: css`
    min-height: ${({ theme }) => theme.sizes.controlMd};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  sm: css`
    min-height: ${({ theme }) => theme.sizes.controlSm};
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
};

/**
 * The look of a button, for anything that should look like one: `styled(Link)` with
 * `${buttonStyles}` turns a router link into a primary button, and `styled(Link)<ButtonStyleProps>`
 * lets it take `$variant`, `$size` and `$fullWidth` too. It is typed for any props (every prop it
 * reads is optional), so TypeScript accepts it in a component that does not declare them.
 */
export const buttonStyles: RuleSet<object> = css<ButtonStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  border: ${({ theme }) => theme.borderWidths.thick} solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  /* A label longer than the room a narrow screen leaves (a Russian one, a count in brackets) wraps
     inside the button instead of pushing the page wider than the screen. */
  white-space: normal;
  overflow-wrap: anywhere;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const ButtonRoot = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
