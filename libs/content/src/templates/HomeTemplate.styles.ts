import styled from 'styled-components';
import { buttonStyles, media } from '@shop/ui';

export const Hero = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

export const HeroGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  ${media.upTo('mobile')} {
    grid-template-columns: 1fr;
  }
`;

/** A fixed square, so nothing shifts while the image loads. */
export const HeroImage = styled.img`
  display: block;
  width: min(480px, 40vw);
  height: auto;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.lg};
  ${media.upTo('mobile')} {
    display: none;
  }
`;

export const HeroText = styled.div`
  max-width: 640px;
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.ink};
  ${media.upTo('mobile')} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.ink};
`;

export const Cta = styled.a`
  ${buttonStyles}
`;

export const Section = styled.section`
  margin: ${({ theme }) => theme.space.xxl} 0;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

export const Tile = styled.a`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 120px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Banners = styled(Tiles)`
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

/** A square cover; the fixed ratio keeps the grid from shifting while it loads. */
export const TileImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;

export const TileName = styled.span``;

export const Banner = styled(Tile)`
  flex-direction: column;
  align-items: flex-start;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: 400;
`;

export const BannerTitle = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
