import styled from 'styled-components';
import { media } from '@shop/ui';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${media.from('tablet')} {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

export const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.from('mobile')} {
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  }
`;

export const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Choice = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.surface : theme.colors.background)};
  cursor: pointer;
  input {
    margin-top: 0.3rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
  }
  &:focus-within {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Select = styled.select`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;

export const Label = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  select,
  textarea {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 5rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;

export const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Suggestions = styled.ul`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  li {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Summary = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.from('tablet')} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xs};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Badge = styled.span<{ $tone: 'good' | 'bad' | 'neutral' }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : $tone === 'bad' ? theme.colors.danger : theme.colors.muted)};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.from('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  section {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.xxs};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;
