import styled from 'styled-components';
import { media } from '../theme/media';

/** Typography for HTML we do not write ourselves: content pages and other server fragments. */
export const ProseRoot = styled.div`
  max-width: ${({ theme }) => theme.sizes.readable};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  overflow-wrap: break-word;

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  h1,
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.sm}`};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  h4 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  ${media.upTo('mobile')} {
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.xxxl};
    }

    h2 {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }

    h3 {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }

  p,
  ul,
  ol,
  blockquote,
  table {
    margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  }

  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.15em;

    &:hover {
      color: ${({ theme }) => theme.colors.primaryHover};
      text-decoration-thickness: ${({ theme }) => theme.borderWidths.thick};
    }
  }

  strong,
  b {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  blockquote {
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: ${({ theme }) => theme.borderWidths.accent} solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.muted};
  }

  hr {
    margin: ${({ theme }) => `${theme.space.xl} 0`};
    border: 0;
    border-top: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
  }

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  /* A table keeps its width and scrolls sideways inside the column instead of widening the page. */
  table {
    display: block;
    width: max-content;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  /* On a phone, cells keep their values on one line and the table scrolls instead. */
  ${media.upTo('mobile')} {
    th,
    td {
      white-space: nowrap;
    }
  }

  th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A shopper's paragraphs: body text, long words broken rather than overflowing. */
export const PlainProseRoot = styled.div`
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    line-height: ${({ theme }) => theme.lineHeights.normal};
    overflow-wrap: anywhere;
  }
`;
