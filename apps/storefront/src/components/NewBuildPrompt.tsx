import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Notice } from '@shop/ui';
import { fetchLatestBuildId, watchBuild } from '../new-build';

const Floating = styled(Notice)`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: min(420px, calc(100vw - 2rem));
`;

/**
 * After a deploy, a polite note offering to reload; once it was shown, the next navigation in the
 * shop loads its page whole, from the new build. `NewBuildNotice` mounts it (in the browser, once
 * its code has come after the page).
 */
export function NewBuildPrompt() {
  const router = useRouter();
  const [state, setState] = useState<'current' | 'shown' | 'dismissed'>('current');

  useEffect(
    () =>
      watchBuild({
        runningId: __SHOP_BUILD_ID__,
        latestId: () => fetchLatestBuildId(),
        onNewBuild: () => setState('shown'),
        targets: { window, document },
      }),
    [],
  );

  useEffect(() => {
    if (state === 'current') return undefined;
    return router.subscribe('onBeforeNavigate', ({ toLocation }) => window.location.assign(toLocation.href));
  }, [router, state]);

  return (
    <Floating role="status">
      {state === 'shown' ? (
        <>
          <FormattedMessage id="app.newBuild.text" />
          <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
            <FormattedMessage id="app.newBuild.reload" />
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setState('dismissed')}>
            <FormattedMessage id="app.newBuild.dismiss" />
          </Button>
        </>
      ) : null}
    </Floating>
  );
}
