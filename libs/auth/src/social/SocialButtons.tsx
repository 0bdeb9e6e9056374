import type { SocialLogin } from '@shop/api';
import { Button, FieldError } from '@shop/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as S from '../forms/Forms.styles';
import { ProblemText } from '../forms/ProblemText';
import { useCompleteSignIn } from '../session/useSession';
import { ruleMessage, type RuleMessage } from '../validation/messages';
import { signInWithPopupWindow } from './oauth';

type Provider = keyof SocialLogin;
const PROVIDERS: readonly Provider[] = ['google', 'facebook'];

/**
 * "Continue with Google / Facebook" for the providers the app config lists as enabled (none: no
 * buttons). A button opens the provider in a small window; its report (checked by origin and shape)
 * reloads the user, which closes the popup.
 */
export function SocialButtons({ social }: { social: SocialLogin | undefined }) {
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<RuleMessage | null>(null);
  const providers = PROVIDERS.flatMap((provider) => {
    const config = social?.[provider];
    return config?.enabled && config.authorize_url ? [{ provider, url: config.authorize_url }] : [];
  });
  if (providers.length === 0) return null;

  // A window that closed without a report may still have signed the shopper in (a browser that cut
  // its link to this page cannot post to it): the user is asked for once this page has focus again.
  const reloadUserOnNextFocus = () =>
    window.addEventListener(
      'focus',
      () =>
        void completeSignIn().catch((error: unknown) => console.warn('auth: the user could not be reloaded', error)),
      { once: true },
    );

  const start = async (url: string) => {
    setProblem(null);
    const report = signInWithPopupWindow(url);
    if (!report) {
      setProblem(ruleMessage('auth.social.blocked'));
      return;
    }
    setBusy(true);
    try {
      const result = await report;
      if (!result.ok) {
        if (result.error === 'closed') reloadUserOnNextFocus();
        // An address the provider has not verified never signs in to (or opens) an account by it.
        else
          setProblem(
            ruleMessage(result.error === 'email_unverified' ? 'auth.social.unverified' : 'auth.social.failed'),
          );
        return;
      }
      if (!(await completeSignIn())) setProblem(ruleMessage('auth.social.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <S.Divider>
        <FormattedMessage id="auth.social.or" />
      </S.Divider>
      <S.Actions>
        {providers.map(({ provider, url }) => (
          <Button key={provider} variant="secondary" fullWidth disabled={busy} onClick={() => void start(url)}>
            <FormattedMessage id={`auth.social.${provider}`} />
          </Button>
        ))}
      </S.Actions>
      <FieldError as="p" role="alert">
        {problem ? <ProblemText problem={problem} /> : null}
      </FieldError>
    </>
  );
}
