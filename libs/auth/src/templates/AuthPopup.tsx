import type { SocialLogin } from '@shop/api';
import { chevronLeftIcon, Icon, Modal } from '@shop/ui';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmailStep } from '../forms/EmailStep';
import { PasswordStep } from '../forms/PasswordStep';
import { RegisterStep } from '../forms/RegisterStep';
import { ResetStep } from '../forms/ResetStep';
import { VerificationStep } from '../forms/VerificationStep';
import { currentStep, type AuthStep } from '../popup/machine';
import { showAuthNotice } from '../popup/notice';
import { authPopup, useAuthPopup } from '../popup/store';
import { SocialButtons } from '../social/SocialButtons';
import { ruleMessage, type RuleLink } from '../validation/messages';
import * as S from './AuthPopup.styles';

const TITLES: Record<
  AuthStep,
  'auth.title.email' | 'auth.title.password' | 'auth.title.register' | 'auth.title.verification' | 'auth.title.reset'
> = {
  email: 'auth.title.email',
  password: 'auth.title.password',
  register: 'auth.title.register',
  verification: 'auth.title.verification',
  reset: 'auth.title.reset',
};

/**
 * The auth popup (loaded on first use): an accessible modal dialog named by its step's title, with
 * the focus kept inside and given back on close, that shows the current step of the scenario and a
 * Back button after the first one. Escape, the backdrop and the close button close it.
 */
export default function AuthPopup({ social }: { social?: SocialLogin }) {
  const intl = useIntl();
  const popup = useAuthPopup();
  const step = currentStep(popup);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const shownStep = useRef<AuthStep | null>(null);

  // A new step moves the focus to its first field; on opening the dialog itself focuses it.
  useEffect(() => {
    if (popup.open && shownStep.current !== null && shownStep.current !== step) firstFieldRef.current?.focus();
    shownStep.current = popup.open ? step : null;
  }, [popup.open, step]);

  const onLink = (link: RuleLink, email?: string) =>
    authPopup.dispatch({ type: 'switchScenario', scenario: link, email });

  return (
    <Modal
      open={popup.open}
      onClose={authPopup.close}
      title={intl.formatMessage({ id: TITLES[step ?? 'email'] })}
      showTitle
      closeLabel={intl.formatMessage({ id: 'auth.close' })}
      initialFocusRef={firstFieldRef}
    >
      <S.Step data-step={step ?? undefined}>
        {popup.steps.length > 1 && (
          <S.Back type="button" onClick={() => authPopup.dispatch({ type: 'back' })}>
            <Icon shape={chevronLeftIcon} size={18} /> <FormattedMessage id="auth.back" />
          </S.Back>
        )}
        {step === 'email' && (
          <>
            <EmailStep email={popup.email} firstFieldRef={firstFieldRef} onLink={onLink} />
            <SocialButtons social={social} />
          </>
        )}
        {step === 'password' && <PasswordStep email={popup.email} firstFieldRef={firstFieldRef} onLink={onLink} />}
        {step === 'register' && (
          <>
            <RegisterStep email={popup.email} firstFieldRef={firstFieldRef} onLink={onLink} />
            <SocialButtons social={social} />
          </>
        )}
        {step === 'verification' && (
          <VerificationStep
            email={popup.email}
            purpose={popup.purpose}
            registration={popup.registration}
            firstFieldRef={firstFieldRef}
            onLink={onLink}
          />
        )}
        {step === 'reset' && (
          <ResetStep
            email={popup.email}
            firstFieldRef={firstFieldRef}
            onLink={onLink}
            onSent={(email) => showAuthNotice(ruleMessage('auth.reset.sent', { email }))}
          />
        )}
      </S.Step>
    </Modal>
  );
}
