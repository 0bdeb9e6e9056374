import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import type { Locale } from '@shop/locale';
import type { CompiledMessages, Messages } from './messages';

/** react-intl's object per messages object and language, with the formatters it has made. */
const intls = new WeakMap<Messages | CompiledMessages, Map<Locale, IntlShape>>();

function intlFor(locale: Locale, messages: Messages | CompiledMessages): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) byLocale.set(locale, (intl = createIntl({ locale, defaultLocale: 'en', messages }, createIntlCache())));
  return intl;
}

/**
 * react-intl for one page's language. The storefront passes the page language's messages
 * compiled on its server (`compileMessages`), so the browser never loads the other language or
 * the ICU parser; tests may pass the source texts. A missing translation is an error in
 * development and tests.
 *
 * The intl object (and the message and number formatters it makes and keeps) is made once per
 * messages object and language, not per render: the storefront's server renders every page of a
 * language with the same messages object, so a page no longer builds its formatters afresh.
 */
export function ShopIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages | CompiledMessages;
  children: ReactNode;
}) {
  return <RawIntlProvider value={intlFor(locale, messages)}>{children}</RawIntlProvider>;
}
