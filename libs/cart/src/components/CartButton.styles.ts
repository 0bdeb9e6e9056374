import { Notice as UiNotice } from '@shop/ui';
import styled from 'styled-components';

/** The header's cart button and what shows beside it; the mini-cart's own styles live in Cart.styles.ts. */
export const CartSlot = styled.div`
  position: relative;
`;

export const Notice = styled(UiNotice)<{ $covered: boolean }>`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  width: max-content;
  max-width: min(320px, 90vw);
  visibility: ${({ $covered }) => ($covered ? 'hidden' : 'visible')};
`;

/** The report of a sign-in's merge: a notice holding a list, below the cart button until dismissed. */
export const MergeReport = styled(UiNotice).attrs({ forwardedAs: 'div' })`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  width: min(360px, 90vw);

  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  ul {
    padding-left: ${({ theme }) => theme.space.md};
  }
`;
