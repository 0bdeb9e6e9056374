import type { HomePage } from '@shop/api';
import { AppLink } from '@shop/i18n';
import { Container, responsiveImage } from '@shop/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as S from './HomeTemplate.styles';

export interface HomeTemplateProps {
  home: HomePage;
  /** The product strips, rendered by the catalogue (the app composes the two domains). */
  strips?: ReactNode;
}

/**
 * The home page: the hero with its call to action, the content sections in the API's order, then
 * the product strips.
 */
export function HomeTemplate({ home, strips }: HomeTemplateProps) {
  return (
    <>
      <S.Hero>
        <Container>
          <S.HeroGrid>
            <S.HeroText>
              <S.Title>{home.page.seo.h1}</S.Title>
              <S.Subtitle>{home.hero.subtitle}</S.Subtitle>
              <S.Cta as={AppLink} href={home.hero.cta.url}>
                {home.hero.cta.label}
              </S.Cta>
            </S.HeroText>
            <S.HeroImage
              {...responsiveImage(home.hero.image.url, 480)}
              alt={home.hero.image.alt}
              width={480}
              height={480}
              fetchPriority="high"
            />
          </S.HeroGrid>
        </Container>
      </S.Hero>
      <Container>
        {home.sections.map((section) =>
          section.type === 'featured_categories' ? (
            <S.Section key={section.key} aria-labelledby={`home-${section.key}`}>
              <S.SectionTitle id={`home-${section.key}`}>
                {section.title ?? <FormattedMessage id="home.categories" />}
              </S.SectionTitle>
              <S.Tiles>
                {section.categories.map((category) => (
                  <li key={category.id}>
                    <S.Tile as={AppLink} href={category.url}>
                      {category.image && (
                        <S.TileImage
                          {...responsiveImage(category.image.url, 240)}
                          alt=""
                          width={240}
                          height={240}
                          loading="lazy"
                          decoding="async"
                        />
                      )}
                      <S.TileName>{category.name}</S.TileName>
                    </S.Tile>
                  </li>
                ))}
              </S.Tiles>
            </S.Section>
          ) : (
            <S.Section key={section.key} aria-labelledby={`home-${section.key}`}>
              <S.SectionTitle id={`home-${section.key}`}>{section.title}</S.SectionTitle>
              <S.Banners>
                {section.banners.map((banner) => (
                  <li key={banner.url}>
                    <S.Banner as={AppLink} href={banner.url}>
                      <S.BannerTitle>{banner.title}</S.BannerTitle>
                      <span>{banner.text}</span>
                    </S.Banner>
                  </li>
                ))}
              </S.Banners>
            </S.Section>
          ),
        )}
        {strips}
      </Container>
    </>
  );
}
