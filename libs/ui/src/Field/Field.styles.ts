import styled, { css } from 'styled-components';

/** The box every field's control shares (input, select, text area): border, corners, type, focus ring. */
export const fieldControlStyles = css<{ $invalid: boolean }>`
  border: ${({ theme }) => theme.borderWidths.hairline} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;

export const FieldRoot = styled.div`
  display: grid;
  /* Stretched beside a taller field (one with a hint), it keeps its rows at the top: the control
     neither grows nor moves down. */
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const FieldHint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A problem's text; `as="p"` for one that concerns a whole form or section. */
export const FieldError = styled.span`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    display: none;
  }
`;
