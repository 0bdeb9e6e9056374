import styled from 'styled-components';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const ImageLink = styled.a`
  position: relative;
  display: block;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The wish-list heart, over the picture's top-right corner (outside the picture's link). */
export const Wish = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xxs};
  right: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(255, 255, 255, 0.85);
`;

/** Square, so a strip of cards never shifts while pictures load. */
export const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
`;

export const NoImage = styled.span`
  display: block;
  aspect-ratio: 1;
`;

/** Over the picture's top-left corner, wrapping before they reach the heart on a narrow card. */
export const Badges = styled.ul`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  right: calc(${({ theme }) => `${theme.sizes.iconButton} + ${theme.space.xxs} + ${theme.space.xs}`});
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Badge = styled.li<{ $tone: 'sale' | 'new' | 'bestseller' }>`
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $tone }) => ($tone === 'sale' ? theme.colors.onAccent : theme.colors.onPrimary)};
  background: ${({ theme, $tone }) => ($tone === 'sale' ? theme.colors.accentStrong : theme.colors.primary)};
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** A div: it holds a list, which a <p> may not (the parser would close the <p> and hydration fail). */
export const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Swatches = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Swatch = styled.li<{ $hex: string }>`
  width: 14px;
  height: 14px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ $hex }) => $hex};
`;
