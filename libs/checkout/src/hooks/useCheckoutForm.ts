import { fieldValidators, maskPhone, rules, useSession } from '@shop/auth';
import type { MessageKey } from '@shop/i18n';
import { useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { readDraft, type CheckoutValues } from '../draft';

/** The order form: the draft of this tab (or the signed-in customer's contact) checked by the shared rules. */
export function useCheckoutForm(onSubmit: (value: CheckoutValues) => Promise<void>) {
  const { user } = useSession();
  const initial = useMemo(() => {
    const draft = readDraft();
    return user
      ? {
          ...draft,
          first_name: draft.first_name || user.first_name || '',
          last_name: draft.last_name || user.last_name || '',
          email: draft.email || user.email,
          phone: draft.phone || maskPhone(user.phone ?? ''),
        }
      : draft;
    // The draft and the signed-in contact fill the form once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useForm({
    canSubmitWhenInvalid: true,
    defaultValues: initial,
    onSubmit: ({ value }) => onSubmit(value),
  });
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;

/** The rules of each typed field, named by its label in the page's language. */
export function useCheckoutValidators() {
  const intl = useIntl();
  return useMemo(() => {
    const label = (id: MessageKey) => intl.formatMessage({ id });
    const text = (id: MessageKey, max: number, required = true) =>
      fieldValidators([...(required ? [rules.required(label(id))] : []), rules.max(label(id), max)]);
    return {
      first_name: text('checkout.field.firstName', 64),
      last_name: text('checkout.field.lastName', 64),
      email: fieldValidators([
        rules.required(label('checkout.field.email')),
        rules.email(label('checkout.field.email')),
      ]),
      phone: fieldValidators([
        rules.required(label('checkout.field.phone')),
        rules.phone(label('checkout.field.phone')),
      ]),
      city: text('checkout.field.city', 128),
      street: text('checkout.field.street', 128),
      house: text('checkout.field.house', 32),
      flat: fieldValidators([rules.max(label('checkout.field.flat'), 32)]),
      floor: fieldValidators([rules.max(label('checkout.field.floor'), 16)]),
      postcode: fieldValidators([
        rules.required(label('checkout.field.postcode')),
        rules.min(label('checkout.field.postcode'), 2),
        rules.max(label('checkout.field.postcode'), 16),
      ]),
      note: fieldValidators([rules.max(label('checkout.field.note'), 1000)]),
    };
  }, [intl]);
}

export type CheckoutValidators = ReturnType<typeof useCheckoutValidators>;
