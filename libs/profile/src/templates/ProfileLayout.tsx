import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SignOutButton } from '@shop/auth';
import { AppLink, useLocale } from '@shop/i18n';
import { Container } from '@shop/ui';
import { PROFILE_SECTIONS } from '../constants';
import * as S from './ProfileLayout.styles';

/** The account area: its navigation (with signing out) beside the current profile page. */
export function ProfileLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { localize } = useLocale();
  return (
    <Container>
      <S.Grid>
        <S.Nav aria-label={intl.formatMessage({ id: 'profile.navigation' })}>
          <S.List>
            {PROFILE_SECTIONS.map((section) => (
              <li key={section.path}>
                <S.NavLink as={AppLink} href={localize(section.path)}>
                  <FormattedMessage id={section.label} />
                </S.NavLink>
              </li>
            ))}
          </S.List>
          <S.SignOut>
            <SignOutButton />
          </S.SignOut>
        </S.Nav>
        <S.Content>{children}</S.Content>
      </S.Grid>
    </Container>
  );
}
