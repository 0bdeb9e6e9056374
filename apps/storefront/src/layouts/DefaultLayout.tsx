import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MainMenu, catalogTreeQuery } from '@shop/catalog';
import { Footer, appConfigQuery } from '@shop/content';
import { useLocale } from '@shop/i18n';
import { SkipLink } from '@shop/ui';
import { Header } from './Header';
import * as S from './DefaultLayout.styles';

/** Header, main menu, the page and the footer: the layout of every public page. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const { data: config } = useSuspenseQuery(appConfigQuery(locale));
  const { data: tree } = useSuspenseQuery(catalogTreeQuery(locale));
  return (
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
      <Footer config={config} year={new Date().getFullYear()} />
    </S.Page>
  );
}
