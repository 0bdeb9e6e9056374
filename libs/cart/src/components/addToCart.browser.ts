import { lazyWithPreload } from '@shop/ui';

/**
 * The add-to-cart button as the browser build sees it (package.json `imports`, `#add-to-cart`): a
 * chunk of its own with its analytics event, which only the pages that sell from them (a product
 * card, the wish list) load; a listing or the search page never does. Those pages' routes preload
 * it (`preloadAddToCartButton` in a loader, `<link rel="modulepreload">` in the head), so it
 * renders at once; a server-rendered button hydrates once its code has run.
 */
export const AddToCartButton = lazyWithPreload(() =>
  import('./AddToCartButton').then((module) => ({ default: module.AddToCartButton })),
);

export const preloadAddToCartButton = (): Promise<void> => AddToCartButton.preload();
