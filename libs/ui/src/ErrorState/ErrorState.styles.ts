import styled from 'styled-components';

export const ErrorStateRoot = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  max-width: ${({ theme }) => theme.sizes.readable};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.md}`};
  text-align: center;
`;

/** The status number in a wave-coloured gradient; the heading below says it in words. */
export const ErrorStateStatus = styled.p`
  margin: 0;
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.primary} 0%,
    ${({ theme }) => theme.colors.primary} 55%,
    ${({ theme }) => theme.colors.accent} 100%
  );
  background-clip: text;
  -webkit-background-clip: text;
  color: ${({ theme }) => theme.colors.primary};
  -webkit-text-fill-color: transparent;
  font-size: ${({ theme }) => theme.fontSizes.hero};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.none};
  letter-spacing: -0.04em;
  font-variant-numeric: tabular-nums;
`;

export const ErrorStateTitle = styled.h1`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const ErrorStateDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

export const ErrorStateAction = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;
