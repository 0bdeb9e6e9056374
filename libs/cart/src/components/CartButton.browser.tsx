import { lazy } from 'react';

/**
 * The header's cart as the browser build sees it (package.json `imports`, `#cart-button`): its
 * code (the cart's store, the signed-in customer's server cart, the stored promo code's check, the
 * merge notice) is fetched once the page runs, not with the first load. The server build renders
 * `CartButton.tsx` in place; `DeferredCartButton` keeps its HTML until the code has arrived.
 */
export const CartButton = lazy(() => import('./CartButton').then((module) => ({ default: module.CartButton })));
