import type { AppConfig, CatalogTree } from '@shop/api';
import { UserButton } from '@shop/auth';
import { CartButton } from '@shop/cart';
import { CatalogMenu, SearchBox, useWishList } from '@shop/catalog';
import { AppLink, useLocale } from '@shop/i18n';
import { Container, heartIcon, IconButton, Logo } from '@shop/ui';
import { useIntl } from 'react-intl';
import { HydratesWhenLoaded } from '../hydration';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as S from './Header.styles';

/**
 * Logo, catalogue menu, search, the user icon (the sign-in popup for a guest, the profile for a
 * customer), the wish list (the guest's or the profile's, see `SessionWishList`) and the cart
 * (with its mini-cart).
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
          <S.LogoLink
            as={AppLink}
            href={localize('/')}
            aria-label={intl.formatMessage({ id: 'header.home' }, { shop })}
          >
            <Logo title={shop} />
          </S.LogoLink>
          <CatalogMenu
            categories={tree.categories}
            allProductsUrl={tree.all_products_url}
            hotlinePhone={config.hotline_phone}
          />
          {/* The box's code comes after the page (`#search-box`): its server HTML stands till then. */}
          <HydratesWhenLoaded>
            <SearchBox />
          </HydratesWhenLoaded>
          <S.Actions>
            <LanguageSwitcher />
            <UserButton />
            <IconButton
              as={AppLink}
              href={localize('/wish-list')}
              icon={heartIcon}
              label={intl.formatMessage({ id: 'header.wishListCount' }, { count: wishList.count })}
              badge={wishList.count}
            />
            <CartButton />
          </S.Actions>
        </S.Row>
      </Container>
    </S.Header>
  );
}
