import { readJson, writeJson } from '@shop/i18n';
import { CHECKOUT_DRAFT_KEY } from './constants';

/** The order form's values (spec, section 3), as the page keeps them. */
export interface CheckoutValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country_code: string;
  city: string;
  street: string;
  house: string;
  entire_house: boolean;
  flat: string;
  floor: string;
  postcode: string;
  delivery_id: number | null;
  option_id: string | null;
  payment_id: number | null;
  note: string;
  createProfile: boolean;
}

export const EMPTY_CHECKOUT: CheckoutValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  country_code: 'FI',
  city: '',
  street: '',
  house: '',
  entire_house: false,
  flat: '',
  floor: '',
  postcode: '',
  delivery_id: null,
  option_id: null,
  payment_id: null,
  note: '',
  createProfile: false,
};

/** The draft kept in this tab (so a reload or a failed submit loses nothing), over the defaults. */
export function readDraft(): CheckoutValues {
  const draft = readJson<Partial<CheckoutValues>>('session', CHECKOUT_DRAFT_KEY);
  return { ...EMPTY_CHECKOUT, ...(draft ?? {}) };
}

export function saveDraft(values: CheckoutValues | null): void {
  writeJson('session', CHECKOUT_DRAFT_KEY, values);
}

/** Resetting the form clears the delivery, the payment and the note (spec, section 3); the rest stays. */
export const resetChoices = (values: CheckoutValues): CheckoutValues => ({
  ...values,
  delivery_id: null,
  option_id: null,
  payment_id: null,
  note: '',
});
