export * from '@shop/locale';
export * from './money';
export { persistLocale } from './persistLocale';
export { messagesByLocale, type MessageKey, type Messages } from './messages';
export { en as enMessages } from './messages/en';
export { ru as ruMessages } from './messages/ru';
export { ShopIntlProvider } from './ShopIntlProvider';
export { useLocale } from './useLocale';
export { AppLink, type AppLinkProps } from './AppLink';
