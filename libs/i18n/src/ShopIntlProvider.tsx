import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@shop/locale';
import type { CompiledMessages, Messages } from './messages';

/**
 * react-intl for one page's language. The storefront passes the page language's messages
 * compiled on its server (`compileMessages`), so the browser never loads the other language or
 * the ICU parser; tests may pass the source texts. A missing translation is an error in
 * development and tests.
 */
export function ShopIntlProvider({ locale, messages, children }: { locale: Locale; messages: Messages | CompiledMessages; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
