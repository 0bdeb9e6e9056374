import styled from 'styled-components';

/**
 * The tile's parts, styled by class under the one styled element below. A listing renders 24
 * tiles, and styled-components computes a styled element's CSS on every render (6.6 has no
 * shortcut for fixed rules): one styled element per tile, not about ten.
 */
export const PART = {
  imageLink: 'tile-image-link',
  image: 'tile-image',
  noImage: 'tile-no-image',
  badges: 'tile-badges',
  badge: 'tile-badge',
  saleBadge: 'tile-badge tile-badge-sale',
  wish: 'tile-wish',
  name: 'tile-name',
  meta: 'tile-meta',
  swatches: 'tile-swatches',
  swatch: 'tile-swatch',
} as const;

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  .${PART.imageLink} {
    position: relative;
    display: block;
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
  }

  /* Square, so a strip of cards never shifts while pictures load. */
  .${PART.image} {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
  }

  .${PART.noImage} {
    display: block;
    aspect-ratio: 1;
  }

  /* Over the picture's top-left corner, wrapping before they reach the heart on a narrow card. */
  .${PART.badges} {
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
  }

  .${PART.badge} {
    padding: 2px ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
  }

  .${PART.badge}.tile-badge-sale {
    color: ${({ theme }) => theme.colors.onAccent};
    background: ${({ theme }) => theme.colors.accentStrong};
  }

  /* The wish-list heart, over the picture's top-right corner (outside the picture's link). */
  .${PART.wish} {
    position: absolute;
    top: ${({ theme }) => theme.space.xxs};
    right: ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radii.round};
    background: rgba(255, 255, 255, 0.85);
  }

  .${PART.name} {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  .${PART.name} a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }

  .${PART.name} a:hover {
    text-decoration: underline;
  }

  /* A div: it holds a list, which a <p> may not (the parser would close the <p> and hydration fail). */
  .${PART.meta} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  .${PART.swatches} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* Its colour is the element's own style: a class per colour would add a rule to the page per colour. */
  .${PART.swatch} {
    width: 14px;
    height: 14px;
    border-radius: ${({ theme }) => theme.radii.round};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }
`;
