import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequestHeader } from '@tanstack/react-start/server';
import { detectLocale, parseAcceptLanguage } from '@shop/i18n';

/** The language a visit to `/` should land in: the locale cookie, the browser's languages, then en. */
export const firstVisitLocale = createIsomorphicFn()
  .server(() =>
    detectLocale({
      cookie: getRequestHeader('cookie'),
      languages: parseAcceptLanguage(getRequestHeader('accept-language')),
    }),
  )
  .client(() => detectLocale({ cookie: document.cookie, languages: navigator.languages }));
