import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AuthSession } from '@shop/auth';
import { MainMenu, catalogTreeQuery } from '@shop/catalog';
import { DeferredFooter, appConfigQuery } from '@shop/content';
import { useLocale } from '@shop/i18n';
import { ConsentPrompt } from '@shop/tracking';
import { SkipLink } from '@shop/ui';
import { Header } from './Header';
import { SessionConsent } from './SessionConsent';
import { SessionReviews } from './SessionReviews';
import { SessionWishList } from './SessionWishList';
import * as S from './DefaultLayout.styles';

/**
 * Header, main menu, the page and the footer (and the session's popup, the cookie consent): the
 * layout of every page.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const { data: config } = useSuspenseQuery(appConfigQuery(locale));
  const { data: tree } = useSuspenseQuery(catalogTreeQuery(locale));
  return (
    <SessionWishList>
      <SessionReviews>
        <S.Page>
          <SkipLink href="#main">
            <FormattedMessage id="app.skipToContent" />
          </SkipLink>
          <S.Sticky>
            <Header config={config} tree={tree} />
            <MainMenu categories={tree.categories} allProductsUrl={tree.all_products_url} />
          </S.Sticky>
          <S.Main id="main" tabIndex={-1}>
            {children}
          </S.Main>
          <DeferredFooter config={config} year={new Date().getFullYear()} />
          <AuthSession social={config.social_login} />
          <ConsentPrompt />
          <SessionConsent />
        </S.Page>
      </SessionReviews>
    </SessionWishList>
  );
}
