import { Button } from '@shop/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSignOut } from '../session/useSession';

/** Signs out and goes to the home page (spec, section 4). */
export function SignOutButton() {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
    >
      <FormattedMessage id="profile.signOut" />
    </Button>
  );
}
