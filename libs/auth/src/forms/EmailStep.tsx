import { Button } from '@shop/ui';
import { useForm } from '@tanstack/react-form';
import { useMemo, useRef, type ReactNode, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { authPopup } from '../popup/store';
import { asyncRules } from '../validation/asyncRules';
import { fieldValidators } from '../validation/fieldValidators';
import { apiEmailLookups } from '../validation/lookups';
import type { RuleLink } from '../validation/messages';
import { rules } from '../validation/rules';
import { EmailField } from './EmailField';
import * as S from './Forms.styles';
import { SubmitForm } from './SubmitForm';

export interface StepProps {
  /** The step's first input, focused when the step appears. */
  firstFieldRef?: Ref<HTMLInputElement>;
  onLink: (link: RuleLink, email?: string) => void;
}

/**
 * The first step of signing in: the e-mail, which must belong to an account (checked as the field
 * is left, debounced). Continue leads to the password; "e-mail me a code" to the verification step.
 */
export function EmailStep({ email, firstFieldRef, onLink }: StepProps & { email: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'auth.field.email' });
  const validators = useMemo(
    () => fieldValidators([rules.required(label), rules.email(label)], asyncRules.emailExist(apiEmailLookups())),
    [label],
  );
  const intent = useRef<'password' | 'code'>('password');
  const form = useForm({
    // Every submit checks again, strictly, even while a problem from a blur is shown.
    canSubmitWhenInvalid: true,
    defaultValues: { email },
    onSubmit: ({ value }) => {
      const typed = value.email.trim();
      authPopup.dispatch(
        intent.current === 'code' ? { type: 'codeRequested', email: typed } : { type: 'emailAccepted', email: typed },
      );
    },
  });
  const submit = (next: 'password' | 'code') => {
    intent.current = next;
    void form.handleSubmit();
  };

  return (
    <SubmitForm onSubmit={() => submit('password')}>
      <S.Intro>
        <FormattedMessage id="auth.email.intro" />
      </S.Intro>
      <form.Field name="email" validators={validators}>
        {(field) => (
          <EmailField
            field={field}
            ref={firstFieldRef}
            label={label}
            // The account's identifier: password managers pair it with the password step's field.
            // One field name only ("username email" is not a valid token list).
            autoComplete="username"
            onLink={onLink}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <S.Actions>
            <Button type="submit" fullWidth disabled={submitting}>
              <FormattedMessage id="auth.email.continue" />
            </Button>
            <S.LinkButton type="button" disabled={submitting} onClick={() => submit('code')}>
              <FormattedMessage id="auth.email.withCode" />
            </S.LinkButton>
          </S.Actions>
        )}
      </form.Subscribe>
      <S.Status>
        <FormattedMessage
          id="auth.email.newHere"
          values={{
            link: (chunks: ReactNode[]) => (
              <S.LinkButton type="button" onClick={() => onLink('register', form.getFieldValue('email'))}>
                {chunks}
              </S.LinkButton>
            ),
          }}
        />
      </S.Status>
    </SubmitForm>
  );
}
