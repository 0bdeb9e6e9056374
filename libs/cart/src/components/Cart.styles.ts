import styled from 'styled-components';
import { media } from '@shop/ui';

/** The cart page's content: as tall in its loading and empty states (no layout shift between them). */
export const View = styled.div`
  min-height: ${({ theme }) => theme.sizes.clientPage};
`;

export const Lines = styled.ul<{ $scrollAfter?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $scrollAfter }) => ($scrollAfter ? `max-height: calc(${$scrollAfter} * 6.25rem); overflow-y: auto; overscroll-behavior: contain;` : '')}
`;

export const Line = styled.li`
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.25rem;
    min-height: 2.25rem;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.round};
    background: none;
    color: ${({ theme }) => theme.colors.ink};
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  button:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  img,
  .placeholder {
    display: block;
    width: 80px;
    height: 80px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const LineInfo = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Warning = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The summary's note that some lines cannot be ordered as they are, with the way to fix them. */
export const Blocked = styled.p`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const LineSide = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

export const Quantity = styled.div`
  display: inline-flex;
  justify-self: start;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  output {
    min-width: 2ch;
    text-align: center;
  }
  button {
    width: 2.25rem;
    height: 2.25rem;
  }
`;

export const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  ${media.upTo('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The panel beside a cart's lines with its totals: the cart page's and the checkout's. */
export const SummaryPanel = styled.aside`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const PromoForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  > div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  input {
    /* A percentage width lets the field shrink on narrow screens instead of pushing the button out. */
    flex: 1 1 0;
    width: 100%;
    min-width: 0;
    height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    text-transform: uppercase;
  }
`;

export const Popover = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: min(380px, 90vw);
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
