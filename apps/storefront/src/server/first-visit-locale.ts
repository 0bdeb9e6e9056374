import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequestHeader } from '@tanstack/react-start/server';
import { detectLocale, parseAcceptLanguage, type Locale } from '@shop/i18n';

/**
 * The language a visit to `/` should land in: the locale cookie, the browser's languages, then
 * `fallback`, the shop's default for this domain (app config's `locale`).
 */
export const firstVisitLocale = createIsomorphicFn()
  .server((fallback: Locale) =>
    detectLocale({
      cookie: getRequestHeader('cookie'),
      languages: parseAcceptLanguage(getRequestHeader('accept-language')),
      fallback,
    }),
  )
  .client((fallback: Locale) => detectLocale({ cookie: document.cookie, languages: navigator.languages, fallback }));
