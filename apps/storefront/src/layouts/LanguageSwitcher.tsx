import { useRouterState } from '@tanstack/react-router';
import { LOCALES, AppLink, localizePath, persistLocale, splitLocalePath } from '@shop/i18n';
import { useIntl } from 'react-intl';
import * as S from './LanguageSwitcher.styles';

/** Links to the same page in the other languages; following one stores the choice for 365 days. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { pathname, searchStr, hash } = useRouterState({
    select: (state) => ({
      pathname: state.location.pathname,
      searchStr: state.location.searchStr,
      hash: state.location.hash,
    }),
  });
  const { locale: current, path } = splitLocalePath(pathname);
  const suffix = `${searchStr}${hash ? `#${hash}` : ''}`;
  return (
    <S.List aria-label={intl.formatMessage({ id: 'header.language' })}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <S.LocaleLink
            as={AppLink}
            href={`${localizePath(path, locale)}${suffix}`}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            $current={locale === current}
            onClick={() => persistLocale(locale)}
            title={intl.formatMessage({ id: `header.switchTo.${locale}` })}
          >
            {locale.toUpperCase()}
          </S.LocaleLink>
        </li>
      ))}
    </S.List>
  );
}
