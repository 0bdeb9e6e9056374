import styled from 'styled-components';
import { media } from '../theme/media';

export const LogoRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.ink};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.none};
  white-space: nowrap;

  ${media.upTo('mobile')} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** The wave mark: a deep-sea disc with a white and a coral wave, sized with the text. */
export const LogoMark = styled.svg`
  width: 1.5em;
  height: 1.5em;
  flex-shrink: 0;

  .logo-sea {
    fill: ${({ theme }) => theme.colors.primary};
  }

  .logo-wave {
    fill: none;
    stroke: ${({ theme }) => theme.colors.onPrimary};
    stroke-width: 2.4;
    stroke-linecap: round;
  }

  .logo-wave-accent {
    stroke: ${({ theme }) => theme.colors.accent};
  }
`;

export const LogoWord = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
`;

export const LogoWordLight = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
