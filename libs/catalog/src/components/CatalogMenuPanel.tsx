import type { CategoryNode } from '@shop/api';
import { AppLink } from '@shop/i18n';
import { chevronRightIcon, Disclosure, Icon, Modal, phoneIcon } from '@shop/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as S from './CatalogMenu.styles';

export interface CatalogMenuPanelProps {
  categories: CategoryNode[];
  allProductsUrl: string;
  hotlinePhone: string;
  onClose: () => void;
}

/** The list item leading to every product, last in both the desktop and the mobile list. */
function AllProductsItem({ href, onClick }: { href: string; onClick: () => void }) {
  return (
    <li>
      <S.TopLink as={AppLink} href={href} onClick={onClick} $active={false}>
        <FormattedMessage id="header.allProducts" />
      </S.TopLink>
    </li>
  );
}

/** Sub-category links as list items: the desktop's column and each mobile accordion. */
function ChildItems({ categories, onClick }: { categories: CategoryNode['children']; onClick: () => void }) {
  return categories.map((child) => (
    <li key={child.id}>
      <S.ChildLink as={AppLink} href={child.url} onClick={onClick}>
        {child.name}
      </S.ChildLink>
    </li>
  ));
}

/**
 * The catalogue menu's modal, open while it is mounted: top-level categories, on desktop the
 * sub-categories of the hovered (or focused) one beside the list, on mobile an accordion per
 * category and the hotline phone. Loaded the first time the menu is wanted (CatalogMenu).
 */
export default function CatalogMenuPanel({
  categories,
  allProductsUrl,
  hotlinePhone,
  onClose: close,
}: CatalogMenuPanelProps) {
  const intl = useIntl();
  const [activeId, setActiveId] = useState<number | undefined>(categories[0]?.id);

  return (
    <Modal
      open
      onClose={close}
      title={intl.formatMessage({ id: 'header.catalogMenu' })}
      closeLabel={intl.formatMessage({ id: 'header.closeMenu' })}
      placement="left"
      wide
    >
      <S.Panel>
        <S.DesktopColumns>
          <S.TopList>
            {categories.map((category) => (
              <li key={category.id} onMouseEnter={() => setActiveId(category.id)}>
                <S.TopLink
                  as={AppLink}
                  href={category.url}
                  onClick={close}
                  onFocus={() => setActiveId(category.id)}
                  aria-current={category.id === activeId ? 'true' : undefined}
                  $active={category.id === activeId}
                >
                  {category.name}
                  {category.children.length > 0 && <Icon shape={chevronRightIcon} size={16} />}
                </S.TopLink>
                {/* Right after its category's link, so Tab goes from a category into its
                    sub-categories, then on to the next category; shown in the second column. */}
                {category.id === activeId && category.children.length > 0 && (
                  <S.ChildList aria-label={category.name}>
                    <ChildItems categories={category.children} onClick={close} />
                  </S.ChildList>
                )}
              </li>
            ))}
            <AllProductsItem href={allProductsUrl} onClick={close} />
          </S.TopList>
        </S.DesktopColumns>
        <S.MobileList>
          {categories.map((category) =>
            category.children.length > 0 ? (
              <li key={category.id}>
                <Disclosure summary={category.name}>
                  <S.MobileChildren>
                    <li>
                      <S.ChildLink as={AppLink} href={category.url} onClick={close}>
                        {category.name}: <FormattedMessage id="header.allProducts" />
                      </S.ChildLink>
                    </li>
                    <ChildItems categories={category.children} onClick={close} />
                  </S.MobileChildren>
                </Disclosure>
              </li>
            ) : (
              <li key={category.id}>
                <S.TopLink as={AppLink} href={category.url} onClick={close} $active={false}>
                  {category.name}
                </S.TopLink>
              </li>
            ),
          )}
          <AllProductsItem href={allProductsUrl} onClick={close} />
        </S.MobileList>
        <S.Hotline href={`tel:${hotlinePhone.replace(/[^+\d]/g, '')}`}>
          <Icon shape={phoneIcon} size={18} />
          <span>
            <FormattedMessage id="header.hotline" />: {hotlinePhone}
          </span>
        </S.Hotline>
      </S.Panel>
    </Modal>
  );
}
