import styled from 'styled-components';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden.styles';

/** Hidden until it takes keyboard focus, then shown over the top-left corner of the page. */
export const SkipLinkRoot = styled.a`
  &:not(:focus) {
    ${visuallyHiddenStyles}
  }

  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space.xs};
    left: ${({ theme }) => theme.space.xs};
    z-index: ${({ theme }) => theme.zIndex.skipLink};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;
