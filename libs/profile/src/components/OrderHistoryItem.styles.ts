import styled from 'styled-components';
import { media } from '@shop/ui';

export const Item = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Date, status, payment and total side by side; two by two on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, max-content));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
  margin: 0;
  ${media.upTo('mobile')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Badge = styled.span<{ $tone: 'good' | 'bad' | 'neutral' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'good' ? theme.colors.success : $tone === 'bad' ? theme.colors.danger : theme.colors.ink};
`;

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  img,
  span[data-placeholder] {
    display: block;
    width: 56px;
    height: 56px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    object-fit: cover;
  }
`;

export const More = styled.li`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** The buy-again result; a live region that stays in the page, empty until there is news. */
export const Result = styled.div`
  &:empty {
    display: none;
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
