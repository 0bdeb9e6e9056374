import { Notice } from '@shop/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { AUTH_NOTICE_MS } from '../constants';
import { ProblemText } from '../forms/ProblemText';
import { useAuthNotice } from '../popup/notice';

const Floating = styled(Notice)`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.modal};
  max-width: min(360px, calc(100vw - 2rem));
  overflow-wrap: anywhere;
`;

/**
 * The note of a session change (a reset link was sent, the account is deleted), read out politely
 * and gone after a few seconds. It lives with the session on every page, so a note survives the
 * navigation that comes with it (signing out goes to the home page).
 */
export function SessionNotice() {
  const notice = useAuthNotice();
  const [hidden, setHidden] = useState<number | null>(null);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setHidden(notice.at), AUTH_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return <Floating role="status">{notice && hidden !== notice.at ? <ProblemText problem={notice} /> : null}</Floating>;
}
