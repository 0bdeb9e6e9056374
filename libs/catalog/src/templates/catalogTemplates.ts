/**
 * The catalogue's two page templates as the server build sees them (package.json `imports`,
 * `#catalog-templates`): rendered in place, nothing to load. The browser build takes
 * `catalogTemplates.browser.ts`, where each template is its own chunk.
 */
export { CategoryListingTemplate } from './CategoryListingTemplate';
export { ProductCardTemplate } from './ProductCardTemplate';

/** A catalogue page is one of two kinds, each with its template. */
export type CatalogTemplateKind = 'category' | 'product';

/** Nothing to fetch on the server: both templates are in the build. */
export const preloadCatalogTemplate = async (_kind: CatalogTemplateKind): Promise<void> => undefined;
