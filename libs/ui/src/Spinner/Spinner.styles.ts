import styled, { keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A ring with one coloured quarter; under reduced motion it stands still but stays visible. */
export const SpinnerRing = styled.span<{ $size: SpinnerSize }>`
  display: block;
  width: ${({ $size, theme }) => theme.sizes.spinner[$size]};
  height: ${({ $size, theme }) => theme.sizes.spinner[$size]};
  border: ${({ $size, theme }) => ($size === 'sm' ? theme.borderWidths.thick : theme.borderWidths.heavy)} solid
    ${({ theme }) => theme.colors.border};
  border-top-color: currentColor;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} ${({ theme }) => theme.motion.spin} linear infinite;
`;
