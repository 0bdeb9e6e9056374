import styled from 'styled-components';
import { media } from '@shop/ui';

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  scroll-margin-top: ${({ theme }) => theme.space.xl};
`;

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px 1fr;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${media.upTo('mobile')} {
    grid-template-columns: 1fr;
  }
`;

export const Average = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

export const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Review = styled.article`
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const More = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Verified = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;
