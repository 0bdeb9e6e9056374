import styled from 'styled-components';

export const TextFieldRoot = styled.div`
  display: grid;
  /* Stretched beside a taller field (one with a hint), it keeps its rows at the top: the input
     neither grows nor moves down. */
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const TextFieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const TextFieldInput = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.borderWidths.hairline} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }

  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const TextFieldHint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const TextFieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    display: none;
  }
`;
