import styled from 'styled-components';
import { media } from '@shop/ui';
export { ChoiceGroup as Group, ChoiceOptions as Options } from './choice.styles';

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The search page's head: no breadcrumbs above it, so it keeps their room from the header. */
export const SearchHead = styled(Head)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
`;

export const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Children = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.xxl};
  ${media.upTo('tablet')} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** On a phone the filters fold away behind a button; on wider screens they are always there. */
export const Filters = styled.form<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${media.upTo('tablet')} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

export const FilterToggle = styled.button`
  display: none;
  ${media.upTo('tablet')} {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Option = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.surface : theme.colors.background)};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus-within {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

export const Dot = styled.span<{ $hex: string }>`
  width: 14px;
  height: 14px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ $hex }) => $hex};
`;

// The two fields share the row and the button keeps its one line: in the 240 px column a longer
// label (ru) moves the button under the fields instead of squeezing it a letter wide.
export const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  label {
    flex: 1 1 4.5rem;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    width: 100%;
    height: 2.25rem;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  button {
    flex: none;
    white-space: nowrap;
  }
`;

// The sort bar, shared with the card's reviews.
export { Toolbar } from '../components/Toolbar.styles';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.upTo('mobile')} {
    grid-template-columns: repeat(2, 1fr);
    gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  }
`;

export const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.5rem;
    height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
