import type { CategoryNode } from '@shop/api';
import { Button, Icon, lazyWithPreload, menuIcon } from '@shop/ui';
import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';

export interface CatalogMenuProps {
  categories: CategoryNode[];
  allProductsUrl: string;
  hotlinePhone: string;
}

const CatalogMenuPanel = lazyWithPreload(() => import('./CatalogMenuPanel'));

/**
 * The header's catalogue button and its modal menu of top-level categories (CatalogMenuPanel).
 * The modal is not part of the first load: its code is fetched when the pointer reaches the
 * button or the button takes focus, and it opens once there. The main menu under the header
 * links every category in the page's first HTML.
 */
export function CatalogMenu({ categories, allProductsUrl, hotlinePhone }: CatalogMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={CatalogMenuPanel.preload}
        onFocus={CatalogMenuPanel.preload}
        aria-haspopup="dialog"
      >
        <Icon shape={menuIcon} size={20} />
        <FormattedMessage id="header.catalog" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CatalogMenuPanel
            categories={categories}
            allProductsUrl={allProductsUrl}
            hotlinePhone={hotlinePhone}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
