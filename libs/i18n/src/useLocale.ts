import { useIntl } from 'react-intl';
import { isLocale, DEFAULT_LOCALE, type Locale } from '@shop/locale';
import { localizePath } from '@shop/locale';

/** The page's language and a helper putting a locale-neutral path into it. */
export function useLocale(): { locale: Locale; localize: (path: string) => string } {
  const { locale: raw } = useIntl();
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  return { locale, localize: (path: string) => localizePath(path, locale) };
}
