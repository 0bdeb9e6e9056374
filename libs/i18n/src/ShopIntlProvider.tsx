import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@shop/locale';
import { messagesByLocale } from './messages';

/** react-intl for one page's language; a missing translation is an error in development and tests. */
export function ShopIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messagesByLocale[locale]}>
      {children}
    </IntlProvider>
  );
}
