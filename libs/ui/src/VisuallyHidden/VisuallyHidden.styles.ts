import styled, { css } from 'styled-components';

/** Removes an element from view but not from the accessibility tree. */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  margin: -1px !important;
  padding: 0 !important;
  overflow: hidden !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

export const VisuallyHiddenRoot = styled.span`
  ${visuallyHiddenStyles}
`;
