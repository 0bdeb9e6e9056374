export * from './constants';
export { CheckoutTemplate } from './components/CheckoutTemplate';
export { OrderTemplate } from './components/OrderTemplate';
export { orderQuery } from './orderQuery';
export { pushPurchase } from './analytics';
export { readDraft, saveDraft, resetChoices, EMPTY_CHECKOUT, type CheckoutValues } from './draft';
