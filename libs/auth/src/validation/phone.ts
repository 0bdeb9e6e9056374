import { PHONE_MASK, PHONE_MAX_DIGITS } from '../constants';

/** The digits of a typed phone number, at most PHONE_MAX_DIGITS. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/**
 * A typed phone number in the mask `+0(000)0000000`: `+`, the country digit, three digits in
 * brackets, the rest; digits beyond the mask follow. Nothing typed gives ''.
 */
export function maskPhone(input: string): string {
  const digits = phoneDigits(input);
  if (!digits) return '';
  let out = '';
  let next = 0;
  for (const char of PHONE_MASK) {
    if (next >= digits.length) break;
    if (char === '0') out += digits[next++];
    else out += char;
  }
  return out + digits.slice(next);
}

/** The number as the API takes it: `+` and digits (`+358401234567`); '' when nothing was typed. */
export function normalizePhone(input: string): string {
  const digits = phoneDigits(input);
  return digits ? `+${digits}` : '';
}
