export * from './constants';
export { parseCartCookie, serializeCartCookie, MAX_CART_LINES, MAX_LINE_QUANTITY, type CartItem } from './cartItems';
export { cartActions, useCartItems } from './cartStore';
export { useCart, type CartLine } from './useCart';
export { usePromoCode, isOwnPath } from './usePromoCode';
export { storePromoCode, useStoredPromoCode } from './promoStore';
export { AddToCartButton, type AddToCartProps } from './components/AddToCartButton';
export { CartButton } from './components/CartButton';
export { CartTemplate } from './components/CartTemplate';
