import {
  EmailField,
  fieldValidators,
  latinDigits,
  readEmailIdentity,
  ruleMessage,
  rules,
  type RuleMessage,
} from '@shop/auth';
import type { MessageKey } from '@shop/i18n';
import { Button } from '@shop/ui';
import { useForm } from '@tanstack/react-form';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormButtons } from '../components/FormButtons';
import { FormOutcome } from '../components/FormOutcome';
import { MailedCodeField } from '../components/MailedCodeField';
import * as S from '../components/Profile.styles';
import { useFocusOnMount } from '../hooks/useFocusOnMount';

/** What a code's use came to when it failed: a message under the e-mail, the code or the whole form. */
export type CodeRefusal = Partial<Record<'email' | 'code' | 'form', RuleMessage>>;

/** A code the API will not take any more (expired, used, too many wrong tries). */
export const REJECTED_CODE = ruleMessage('auth.verification.rejectedCode');

export interface EmailByCodeProps {
  /** The label of the address input. */
  addressLabel: MessageKey;
  /** The submit of the code step. */
  confirmLabel: MessageKey;
  /** A problem with the typed address found before any code is sent (the current e-mail, say). */
  checkAddress?: (email: string) => RuleMessage | undefined;
  /** Uses the code; answers what went wrong, or nothing when it worked. */
  onCode: (email: string, code: string, identity: string) => Promise<CodeRefusal | undefined>;
  onCancel: () => void;
}

/**
 * Proving an e-mail address by code, in two steps: the address, then the 6-digit code mailed to it
 * (sent under the identity this browser keeps, with the resend countdown of signing in by code).
 * A refusal of the address (taken, say) brings the address step back with its message.
 */
export function EmailByCode(props: EmailByCodeProps) {
  const [email, setEmail] = useState<string | null>(null);
  const [addressProblem, setAddressProblem] = useState<RuleMessage | null>(null);
  if (email === null)
    return (
      <AddressStep
        {...props}
        problem={addressProblem}
        onClearProblem={() => setAddressProblem(null)}
        onAddress={setEmail}
      />
    );
  return (
    <CodeStep
      {...props}
      email={email}
      onAddressRefused={(problem) => {
        setAddressProblem(problem);
        setEmail(null);
      }}
      onOtherAddress={() => setEmail(null)}
    />
  );
}

function AddressStep({
  addressLabel,
  checkAddress,
  problem,
  onClearProblem,
  onAddress,
  onCancel,
}: EmailByCodeProps & { problem: RuleMessage | null; onClearProblem: () => void; onAddress: (email: string) => void }) {
  const intl = useIntl();
  const inputRef = useFocusOnMount();
  const label = intl.formatMessage({ id: addressLabel });
  const validators = useMemo(
    () =>
      fieldValidators([
        rules.required(label),
        rules.email(label),
        ...(checkAddress ? [(value: unknown) => checkAddress(String(value).trim())] : []),
      ]),
    [label, checkAddress],
  );
  const form = useForm({
    canSubmitWhenInvalid: true,
    defaultValues: { email: '' },
    onSubmit: ({ value }) => onAddress(value.email.trim()),
  });
  return (
    <S.Form onSubmit={() => void form.handleSubmit()}>
      <form.Field name="email" validators={validators}>
        {(field) => (
          <EmailField field={field} ref={inputRef} label={label} serverProblem={problem} onInput={onClearProblem} />
        )}
      </form.Field>
      <FormButtons submit="profile.email.sendCode" submitting={false} onCancel={onCancel} />
    </S.Form>
  );
}

function CodeStep({
  email,
  confirmLabel,
  onCode,
  onCancel,
  onAddressRefused,
  onOtherAddress,
}: EmailByCodeProps & {
  email: string;
  onAddressRefused: (problem: RuleMessage) => void;
  onOtherAddress: () => void;
}) {
  const intl = useIntl();
  const inputRef = useFocusOnMount();
  const [refusal, setRefusal] = useState<CodeRefusal>({});
  const label = intl.formatMessage({ id: 'auth.field.code' });
  const validators = useMemo(() => fieldValidators([rules.required(label), rules.code(label)]), [label]);
  const form = useForm({
    canSubmitWhenInvalid: true,
    defaultValues: { code: '' },
    onSubmit: async ({ value }) => {
      setRefusal({});
      const identity = readEmailIdentity();
      const refused = identity
        ? await onCode(email, latinDigits(value.code.trim()), identity)
        : { code: REJECTED_CODE };
      if (refused?.email) onAddressRefused(refused.email);
      else if (refused) setRefusal(refused);
    },
  });
  return (
    <S.Form onSubmit={() => void form.handleSubmit()}>
      <form.Field name="code" validators={validators}>
        {(field) => (
          <MailedCodeField
            email={email}
            field={field}
            ref={inputRef}
            serverProblem={refusal.code}
            onInput={() => setRefusal({})}
          />
        )}
      </form.Field>
      <FormOutcome problem={refusal.form} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <FormButtons submit={confirmLabel} submitting={submitting} onCancel={onCancel}>
            <Button variant="ghost" onClick={onOtherAddress} disabled={submitting}>
              <FormattedMessage id="profile.email.otherAddress" />
            </Button>
          </FormButtons>
        )}
      </form.Subscribe>
    </S.Form>
  );
}
