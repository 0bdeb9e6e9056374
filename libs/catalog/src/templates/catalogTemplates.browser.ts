import { lazyWithPreload } from '@shop/ui';
import type { CatalogTemplateKind } from './catalogTemplates';

/**
 * The catalogue's two page templates as the browser build sees them (package.json `imports`,
 * `#catalog-templates`): a listing never downloads the product card's code, nor a card the
 * listing's. The catalogue route's loader awaits `preloadCatalogTemplate` for the page it loads,
 * so a page opened in the browser renders at once; on a server-rendered page the server names the
 * template's files in `<link rel="modulepreload">` (the route's head), so they arrive with the
 * entry and the template hydrates as soon as they have run.
 */
export const CategoryListingTemplate = lazyWithPreload(() =>
  import('./CategoryListingTemplate').then((module) => ({ default: module.CategoryListingTemplate })),
);
export const ProductCardTemplate = lazyWithPreload(() =>
  import('./ProductCardTemplate').then((module) => ({ default: module.ProductCardTemplate })),
);

export type { CatalogTemplateKind };

export const preloadCatalogTemplate = (kind: CatalogTemplateKind): Promise<void> =>
  (kind === 'category' ? CategoryListingTemplate : ProductCardTemplate).preload();
