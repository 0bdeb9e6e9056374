import { useSession } from '@shop/auth';
import { useLocale } from '@shop/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { DownloadDataSection } from '../components/DownloadDataSection';
import * as S from '../components/Profile.styles';
import { ProfileSection } from '../components/ProfileSection';
import { DeleteAccountSection } from '../forms/DeleteAccountSection';
import { ConfirmedEmailsSection, EmailSection } from '../forms/EmailSection';
import { PasswordSection } from '../forms/PasswordSection';
import { PersonalDataForm } from '../forms/PersonalDataForm';
import { profileQuery } from '../queries';

/**
 * `/profile`: who is signed in, then the personal data, the sign-in e-mail, the confirmed e-mails,
 * the password, the data download and the account's deletion. The profile comes with the page
 * (the route's loader reads `profileQuery` on the server).
 */
export function ProfileTemplate() {
  // Signing out (or deleting the account) makes the page a guest's before the profile's data is
  // dropped: the page goes first, so it never asks the API for a profile it may no longer read.
  const { signedIn } = useSession();
  return signedIn ? <ProfilePage /> : null;
}

function ProfilePage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data } = useSuspenseQuery(profileQuery(locale));
  const { customer } = data;
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return (
    <S.Page>
      <S.Header>
        <h1>
          {name ? (
            <FormattedMessage id="profile.welcomeName" values={{ name }} />
          ) : (
            <FormattedMessage id="profile.welcome" />
          )}
        </h1>
        <S.Text>
          <FormattedMessage id="profile.signedInAs" values={{ email: <strong>{customer.email}</strong> }} />
        </S.Text>
      </S.Header>
      <ProfileSection title={intl.formatMessage({ id: 'profile.personal.title' })}>
        {/* A new customer (another tab signed in as someone else) starts the form afresh. */}
        <PersonalDataForm key={customer.id} customer={customer} />
      </ProfileSection>
      <EmailSection customer={customer} />
      <ConfirmedEmailsSection customer={customer} />
      <PasswordSection customer={customer} />
      <DownloadDataSection />
      <DeleteAccountSection customer={customer} />
    </S.Page>
  );
}
