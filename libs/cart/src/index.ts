export * from './constants';
export { parseCartCookie, serializeCartCookie, MAX_CART_LINES, MAX_LINE_QUANTITY, type CartItem } from './cartItems';
export { cartActions } from './cartStore';
export { useCart, useCartActions, useCartAfterOrder, useCartItems, type CartLine, type CartView } from './useCart';
export { serverCartKey } from './serverCart';
export { usePromoCode } from './usePromoCode';
export { storePromoCode, useStoredPromoCode } from './promoStore';
export { discountAmountText } from './discounts';
export { analyticsItem } from './analytics';
export { mergeLineText, type MergeLineFacts } from './mergeText';
// A subpath import (package.json `imports`): its condition gives the server build the button itself
// and the browser build a lazy one (a chunk of its own); a relative path cannot choose by build.
// eslint-disable-next-line @nx/enforce-module-boundaries
export { AddToCartButton, preloadAddToCartButton } from '#add-to-cart';
export type { AddToCartProps } from './components/AddToCartButton';
export { DeferredCartButton as CartButton } from './components/DeferredCartButton';
export { CartTemplate, preloadCartContents } from './components/CartTemplate';
export { CartEmpty, CartLoading } from './components/CartStates';
export { CartTotals, discountRows, type CartTotalsProps, type CartTotalsRow } from './components/CartTotals';
export { SummaryPanel } from './components/Cart.styles';
