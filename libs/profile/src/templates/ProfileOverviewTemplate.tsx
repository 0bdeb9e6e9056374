import { useSession } from '@shop/auth';
import { FormattedMessage } from 'react-intl';

/**
 * The index of the account area until the profile pages arrive: who is signed in, and a note of
 * what will come here.
 */
export function ProfileOverviewTemplate() {
  const { user } = useSession();
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <>
      <h1>
        {name ? (
          <FormattedMessage id="profile.welcomeName" values={{ name }} />
        ) : (
          <FormattedMessage id="profile.welcome" />
        )}
      </h1>
      <p>
        <FormattedMessage id="profile.signedInAs" values={{ email: <strong>{user.email}</strong> }} />
      </p>
      <p>
        <FormattedMessage id="profile.comingSoon" />
      </p>
    </>
  );
}
