import styled from 'styled-components';

export const IconSvg = styled.svg`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
`;
