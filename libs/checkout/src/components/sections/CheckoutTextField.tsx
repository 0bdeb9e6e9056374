import { FormTextField } from '@shop/auth';
import type { MessageKey } from '@shop/i18n';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import type { CheckoutProblems } from '../../checkoutProblems';
import type { CheckoutValues } from '../../draft';
import type { CheckoutForm, CheckoutValidators } from '../../hooks/useCheckoutForm';

/** What every section of the order form is given. */
export interface SectionProps {
  form: CheckoutForm;
  validators: CheckoutValidators;
  problems: CheckoutProblems;
  /** Forgets the server's message for a field once the shopper changes it. */
  dropProblem: (name: keyof CheckoutValues) => void;
}

type TextName =
  'first_name' | 'last_name' | 'email' | 'phone' | 'city' | 'street' | 'house' | 'flat' | 'floor' | 'postcode';

type InputProps = Omit<ComponentProps<typeof FormTextField>, 'field' | 'label' | 'serverProblem' | 'onInput' | 'form'>;

/** A typed field of the order form: its rules, its label, and the server's message until it changes. */
export function CheckoutTextField({
  form,
  validators,
  problems,
  dropProblem,
  name,
  labelId,
  ...input
}: SectionProps & InputProps & { name: TextName; labelId: MessageKey }) {
  const intl = useIntl();
  return (
    <form.Field name={name} validators={validators[name]}>
      {(field) => (
        <FormTextField
          field={field}
          label={intl.formatMessage({ id: labelId })}
          serverProblem={problems.fields[name] ?? null}
          onInput={() => dropProblem(name)}
          {...input}
        />
      )}
    </form.Field>
  );
}
