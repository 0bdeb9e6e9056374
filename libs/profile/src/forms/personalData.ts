import type { Customer, EditProfileRequest } from '@shop/api';
import { maskPhone, NAME_MAX_LENGTH, normalizePhone, rules, type Rule } from '@shop/auth';

/** The personal data form's fields, named as the API names them. */
export interface PersonalDataValues {
  first_name: string;
  last_name: string;
  phone: string;
}

export const PERSONAL_DATA_FIELDS = ['first_name', 'last_name', 'phone'] as const;

/** What the form starts from: the customer's details, the phone in the input's mask. */
export function personalDataValues(customer: Pick<Customer, 'first_name' | 'last_name' | 'phone'>): PersonalDataValues {
  return {
    first_name: customer.first_name ?? '',
    last_name: customer.last_name ?? '',
    phone: maskPhone(customer.phone ?? ''),
  };
}

/** The edit request of what was typed: names trimmed, the phone as `+` and digits, none when cleared. */
export function editProfileRequest(values: PersonalDataValues): EditProfileRequest {
  const phone = normalizePhone(values.phone);
  return { first_name: values.first_name.trim(), last_name: values.last_name.trim(), phone: phone || null };
}

/** The rules of each field, given the translated labels: the API needs both names, the phone is optional. */
export function personalDataRules(
  labels: Record<keyof PersonalDataValues, string>,
): Record<keyof PersonalDataValues, Rule[]> {
  return {
    first_name: [rules.required(labels.first_name), rules.max(labels.first_name, NAME_MAX_LENGTH)],
    last_name: [rules.required(labels.last_name), rules.max(labels.last_name, NAME_MAX_LENGTH)],
    phone: [rules.phone(labels.phone)],
  };
}
