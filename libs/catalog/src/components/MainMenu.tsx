import type { CategoryNode } from '@shop/api';
import { AppLink } from '@shop/i18n';
import { Container } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAIN_MENU_COLLAPSE_SCROLL_PX, MAIN_MENU_EXPAND_SCROLL_PX } from '../constants';
import { useScrolledPast } from '../hooks/useScrolledPast';
import * as S from './MainMenu.styles';

/**
 * Parent categories with their sub-categories (a dropdown on hover or keyboard focus) and the
 * all-products link; collapses once the page is scrolled 75 px or more.
 */
export function MainMenu({ categories, allProductsUrl }: { categories: CategoryNode[]; allProductsUrl: string }) {
  const intl = useIntl();
  const collapsed = useScrolledPast(MAIN_MENU_COLLAPSE_SCROLL_PX, MAIN_MENU_EXPAND_SCROLL_PX);
  return (
    <S.Bar $collapsed={collapsed} aria-label={intl.formatMessage({ id: 'header.mainMenu' })} data-collapsed={collapsed}>
      <Container>
        <S.List>
          {categories.map((category) => (
            <S.Item key={category.id}>
              <S.TopLink as={AppLink} href={category.url}>
                {category.name}
              </S.TopLink>
              {category.children.length > 0 && (
                <S.Dropdown>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <S.ChildLink as={AppLink} href={child.url}>
                        {child.name}
                      </S.ChildLink>
                    </li>
                  ))}
                </S.Dropdown>
              )}
            </S.Item>
          ))}
          <S.Item>
            <S.TopLink as={AppLink} href={allProductsUrl}>
              <FormattedMessage id="header.allProducts" />
            </S.TopLink>
          </S.Item>
        </S.List>
      </Container>
    </S.Bar>
  );
}
