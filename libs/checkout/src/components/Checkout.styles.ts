import styled from 'styled-components';
import { SummaryPanel } from '@shop/cart';
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

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

/** The cart's summary panel, kept in view beside the form and listing the lines. */
export const Summary = styled(SummaryPanel)`
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
