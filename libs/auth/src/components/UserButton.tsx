import { AppLink, useLocale } from '@shop/i18n';
import { IconButton, userIcon } from '@shop/ui';
import { useIntl } from 'react-intl';
import { preloadAuthPopup } from '../popup/lazyAuthPopup';
import { authPopup } from '../popup/store';
import { useSession } from '../session/useSession';

/**
 * The header's user icon: for a guest a button opening the sign-in popup (its code loads when the
 * pointer or the focus reaches the button), for a signed-in customer a link to the profile.
 */
export function UserButton() {
  const intl = useIntl();
  const { localize } = useLocale();
  const { user } = useSession();
  if (user)
    return (
      <IconButton
        as={AppLink}
        href={localize('/profile')}
        icon={userIcon}
        label={intl.formatMessage({ id: 'header.profile' })}
      />
    );
  return (
    <IconButton
      icon={userIcon}
      label={intl.formatMessage({ id: 'header.signIn' })}
      aria-haspopup="dialog"
      onPointerEnter={preloadAuthPopup}
      onFocus={preloadAuthPopup}
      onClick={() => authPopup.open('auth')}
    />
  );
}
