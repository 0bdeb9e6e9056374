import styled from 'styled-components';

/** The header's cart button and what shows beside it; the mini-cart's own styles live in Cart.styles.ts. */
export const CartSlot = styled.div`
  position: relative;
`;

export const Notice = styled.p<{ $covered: boolean }>`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  width: max-content;
  max-width: min(320px, 90vw);
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
  visibility: ${({ $covered }) => ($covered ? 'hidden' : 'visible')};
  &:empty {
    display: none;
  }
`;
