import styled from 'styled-components';
import { media } from '@shop/ui';
export { ChoiceGroup as Choice, ChoiceOptions as Options } from './choice.styles';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  margin-bottom: ${({ theme }) => theme.space.xxl};
  ${media.upTo('tablet')} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Gallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: block;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    display: block;
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** The size guide's button keeps its own width at the start of the column, under the colours. */
// Under the sizes it is about, underlined as the link it acts as, its text in line with theirs: the
// ghost button's own side padding is taken back, so only its hover background reaches past the
// column's edge.
export const SizeGuideSlot = styled.div`
  align-self: flex-start;
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space.md});
  button {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

export const Swatch = styled.button<{ $hex: string }>`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 3px solid ${({ theme }) => theme.colors.background};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
  background: ${({ $hex }) => $hex};
  cursor: pointer;
  &[aria-pressed='true'] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;

export const Size = styled.button`
  min-width: 3rem;
  height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: line-through;
  }
`;

export const Stock = styled.p<{ $tone: 'ok' | 'low' | 'out' }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $tone }) => ($tone === 'out' ? theme.colors.danger : $tone === 'low' ? theme.colors.accentStrong : theme.colors.success)};
`;

export const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  dd {
    margin: 0;
  }
`;

export const Buy = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
