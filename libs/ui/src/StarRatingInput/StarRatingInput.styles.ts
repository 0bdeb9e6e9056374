import styled from 'styled-components';

export const StarFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const StarLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StarRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** A star's place: its radio lies transparent over the drawn star, so a tap or a click lands on the radio itself. */
export const StarSlot = styled.span`
  position: relative;
  display: inline-grid;
`;

export const StarInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

/** A star: filled up to the chosen rating; the focused one is ringed. */
export const StarLabel = styled.label<{ $filled: boolean }>`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $filled }) => ($filled ? theme.colors.accentStrong : theme.colors.borderStrong)};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1;
  cursor: pointer;

  input:focus-visible + & {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;

export const StarHint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StarError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    display: none;
  }
`;
