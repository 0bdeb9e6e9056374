import { Button } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { PROFILE_EXPORT_FILE, PROFILE_EXPORT_PATH } from '../constants';
import * as S from './Profile.styles';
import { ProfileSection } from './ProfileSection';

/**
 * "Download my data": a plain link to the API's export through the storefront's proxy, which
 * passes the API's `Content-Disposition`, so the browser saves `my-data.json` with the session's cookie.
 */
export function DownloadDataSection() {
  const intl = useIntl();
  return (
    <ProfileSection title={intl.formatMessage({ id: 'profile.data.title' })}>
      <S.Text>
        <FormattedMessage id="profile.data.intro" />
      </S.Text>
      <S.Actions>
        <Button as="a" variant="secondary" href={PROFILE_EXPORT_PATH} download={PROFILE_EXPORT_FILE}>
          <FormattedMessage id="profile.data.download" />
        </Button>
      </S.Actions>
    </ProfileSection>
  );
}
