import styled from 'styled-components';
import { media } from '@shop/ui';

export const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.inverseText};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1.2fr 1.6fr 1fr;
  gap: ${({ theme }) => theme.space.xl};
  ${media.upTo('tablet')} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.upTo('mobile')} {
    grid-template-columns: 1fr;
  }
`;

export const Column = styled.section`
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Text = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.inverseMuted};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const FooterLink = styled.a`
  color: ${({ theme }) => theme.colors.inverseText};
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  &:hover {
    text-decoration: underline;
  }
`;

export const Label = styled.span`
  color: ${({ theme }) => theme.colors.inverseMuted};
`;

export const Address = styled.address`
  margin-top: ${({ theme }) => theme.space.sm};
  font-style: normal;
  color: ${({ theme }) => theme.colors.inverseText};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

export const Social = styled.ul`
  list-style: none;
  display: flex;
  /* The last column is narrow between the tablet and desktop widths: the icons go on a second row. */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
`;

export const SocialLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.inverseText};
  border: 1px solid ${({ theme }) => theme.colors.inverseMuted};
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const Bottom = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.inverseBorder};
  color: ${({ theme }) => theme.colors.inverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A footer action that looks like its links (the cookie settings open a dialog, not a page). */
export const FooterButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.inverseText};
  cursor: pointer;
  text-align: start;
  &:hover {
    text-decoration: underline;
  }
`;
