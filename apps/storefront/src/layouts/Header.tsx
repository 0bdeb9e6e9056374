import type { AppConfig, CatalogTree } from '@shop/api';
import { CartButton } from '@shop/cart';
import { CatalogMenu, SearchBox, useWishList } from '@shop/catalog';
import { AppLink, useLocale } from '@shop/i18n';
import { Container, IconButton, Logo } from '@shop/ui';
import { useIntl } from 'react-intl';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as S from './Header.styles';

/**
 * Logo, catalogue menu, search, account, wish list and cart (with its mini-cart). The account gets
 * its behaviour with the sign-in issue and holds its place until then.
 */
export function Header({ config, tree }: { config: AppConfig; tree: CatalogTree }) {
  const intl = useIntl();
  const { localize } = useLocale();
  const shop = config.address.company_name;
  const wishList = useWishList();
  return (
    <S.Header>
      <Container>
        <S.Row>
          <S.LogoLink as={AppLink} href={localize('/')} aria-label={intl.formatMessage({ id: 'header.home' }, { shop })}>
            <Logo title={shop} />
          </S.LogoLink>
          <CatalogMenu categories={tree.categories} allProductsUrl={tree.all_products_url} hotlinePhone={config.hotline_phone} />
          <SearchBox />
          <S.Actions>
            <LanguageSwitcher />
            <IconButton icon="user" label={intl.formatMessage({ id: 'header.account' })} disabled />
            <IconButton as={AppLink} href={localize('/wish-list')} icon="heart" label={intl.formatMessage({ id: 'header.wishListCount' }, { count: wishList.count })} badge={wishList.count} />
            <CartButton />
          </S.Actions>
        </S.Row>
      </Container>
    </S.Header>
  );
}
