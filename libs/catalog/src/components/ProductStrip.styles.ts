import styled from 'styled-components';
import { media } from '@shop/ui';

export const Section = styled.section`
  margin: ${({ theme }) => theme.space.xl} 0;
`;

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** A row that scrolls sideways, four cards wide on a desktop, two on a phone. */
export const List = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 3 * ${({ theme }) => theme.space.md}) / 4);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  & > li {
    scroll-snap-align: start;
  }
  ${media.upTo('mobile')} {
    grid-auto-columns: calc((100% - ${({ theme }) => theme.space.sm}) / 2.2);
    gap: ${({ theme }) => theme.space.sm};
  }
`;
