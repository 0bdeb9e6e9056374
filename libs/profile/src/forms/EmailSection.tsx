import { checkEmailConfirmationCode, problemMessage, useChangeProfileEmail, type Customer } from '@shop/api';
import { logUnexpected, ruleMessage, type RuleMessage } from '@shop/auth';
import { useLocale } from '@shop/i18n';
import { useCallback, useMemo } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { FormOpener } from '../components/FormOpener';
import * as S from '../components/Profile.styles';
import { ProfileSection } from '../components/ProfileSection';
import { formProblems } from '../problems';
import { useKeepCustomer } from '../queries';
import { EmailByCode, REJECTED_CODE, type CodeRefusal } from './EmailByCode';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The sign-in e-mail and changing it: the new address, the code mailed there, then
 * `POST /api/v1/profile/change-email`. A taken address (409) shows under the address, a wrong
 * code (422) under the code.
 */
export function EmailSection({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const keepCustomer = useKeepCustomer();
  const changeEmail = useChangeProfileEmail();

  const checkAddress = useCallback(
    (email: string) => (same(email, customer.email) ? ruleMessage('profile.email.same') : undefined),
    [customer.email],
  );

  const change = async (
    email: string,
    code: string,
    identity: string,
    finish: (note: RuleMessage) => void,
  ): Promise<CodeRefusal | undefined> => {
    try {
      const updated = await changeEmail.mutateAsync({ data: { email, code, identity }, params: { lang: locale } });
      await keepCustomer(updated);
      finish(ruleMessage('profile.email.changed', { email: updated.email }));
      return undefined;
    } catch (error) {
      logUnexpected('changing the e-mail', error);
      const problems = formProblems(error, ['email', 'code'] as const);
      return { ...problems.fields, ...(problems.form ? { form: problems.form } : {}) };
    }
  };

  return (
    <ProfileSection title={intl.formatMessage({ id: 'profile.email.title' })}>
      <S.Text>
        <FormattedMessage id="profile.email.current" values={{ email: <strong>{customer.email}</strong> }} />
      </S.Text>
      <FormOpener label="profile.email.change">
        {(finish) => (
          <EmailByCode
            addressLabel="profile.email.newAddress"
            confirmLabel="profile.email.change"
            checkAddress={checkAddress}
            onCode={(email, code, identity) => change(email, code, identity, finish)}
            onCancel={() => finish()}
          />
        )}
      </FormOpener>
    </ProfileSection>
  );
}

/**
 * The e-mails the customer has confirmed (guest orders placed with them show in the order history),
 * and confirming another by code (`checkEmailConfirmationCode`, which adds it to the account).
 */
export function ConfirmedEmailsSection({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const keepCustomer = useKeepCustomer();
  const confirmed = useMemo(() => customer.confirmed_emails ?? [], [customer.confirmed_emails]);

  const checkAddress = useCallback(
    (email: string) =>
      confirmed.some((row) => same(row.email, email)) ? ruleMessage('profile.confirmed.already') : undefined,
    [confirmed],
  );

  const confirm = async (
    email: string,
    code: string,
    identity: string,
    finish: (note: RuleMessage) => void,
  ): Promise<CodeRefusal | undefined> => {
    try {
      const check = await checkEmailConfirmationCode({ email, code, identity });
      if (check.result !== 1)
        return { code: ruleMessage('auth.verification.wrongCode', { attempts: check.attempts_left }) };
      await keepCustomer();
      finish(ruleMessage('profile.confirmed.done', { email }));
      return undefined;
    } catch (error) {
      logUnexpected('confirming an e-mail', error);
      return { code: problemMessage(error, { 422: REJECTED_CODE }) };
    }
  };

  return (
    <ProfileSection title={intl.formatMessage({ id: 'profile.confirmed.title' })}>
      <S.Text>
        <FormattedMessage id="profile.confirmed.intro" />
      </S.Text>
      {confirmed.length > 0 ? (
        <S.List aria-label={intl.formatMessage({ id: 'profile.confirmed.title' })}>
          {confirmed.map((row) => (
            <S.ListItem key={row.email}>
              <span>{row.email}</span>
              <S.Muted>
                <FormattedMessage
                  id="profile.confirmed.since"
                  values={{
                    date: (
                      <time dateTime={row.date}>
                        <FormattedDate value={row.date} dateStyle="medium" timeZone="UTC" />
                      </time>
                    ),
                  }}
                />
              </S.Muted>
            </S.ListItem>
          ))}
        </S.List>
      ) : (
        <S.Text>
          <FormattedMessage id="profile.confirmed.empty" />
        </S.Text>
      )}
      <FormOpener label="profile.confirmed.add">
        {(finish) => (
          <EmailByCode
            addressLabel="profile.confirmed.address"
            confirmLabel="profile.confirmed.confirm"
            checkAddress={checkAddress}
            onCode={(email, code, identity) => confirm(email, code, identity, finish)}
            onCancel={() => finish()}
          />
        )}
      </FormOpener>
    </ProfileSection>
  );
}
