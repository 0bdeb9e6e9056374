import styled from 'styled-components';
import { media } from '@shop/ui';

/** Fixed over the bottom of the page: it never moves the page's content, and has no backdrop. */
export const Banner = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.banner};
  padding: ${({ theme }) => theme.space.md} 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};
  border-top: ${({ theme }) => `${theme.borderWidths.hairline} solid ${theme.colors.borderStrong}`};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const BannerBody = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  ${media.upTo('tablet')} {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const Text = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  ${media.upTo('mobile')} {
    display: grid;
    grid-template-columns: 1fr;
  }
`;

export const Purposes = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Purpose = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Hint = styled.p`
  margin: 0 0 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
