import type { SocialLogin } from '@shop/api';
import { LoadingVeil } from '@shop/ui';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { AuthPopup } from './lazyAuthPopup';
import { useAuthPopup } from './store';

/** What shows for the moment the popup's code is on its way (its modal comes with that code). */
function Loading() {
  const intl = useIntl();
  return <LoadingVeil label={intl.formatMessage({ id: 'auth.loading' })} />;
}

/**
 * Where the auth popup lives on every page. Its forms, rules and zod are not part of the first
 * load: they are fetched the first time the popup opens, then the popup stays mounted (closed).
 */
export function AuthPopupHost({ social }: { social?: SocialLogin }) {
  const popup = useAuthPopup();
  const [wanted, setWanted] = useState(false);
  if (popup.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={popup.open ? <Loading /> : null}>
      <AuthPopup social={social} />
    </Suspense>
  );
}
