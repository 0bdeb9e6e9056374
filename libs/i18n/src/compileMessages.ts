import { parse } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@shop/locale';
import { messagesByLocale, type CompiledMessages } from './messages';

const compiled = new Map<Locale, CompiledMessages>();

/**
 * A language's messages parsed into ICU syntax trees, once per process (as react-intl would
 * parse them in the browser: tags on, the language's own locale). Server-side only: the
 * storefront sends the result with the page, so its client build leaves the parser out.
 */
export function compileMessages(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    const source = messagesByLocale[locale];
    const options = { locale: new Intl.Locale(locale) };
    messages = Object.fromEntries(
      Object.entries(source).map(([key, text]) => [key, parse(text, options)]),
    ) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}
