import type { Reauthentication } from '@shop/api';
import { latinDigits, rules, type Rule } from '@shop/auth';

/**
 * The proof a password change or a deletion sends, from the one field that asks for it: the
 * current password, or for an account without one (`has_password: false`) the code mailed to its
 * e-mail, with this browser's identity. Null when a code is asked for but no identity is kept (the
 * code cannot be checked then).
 */
export function reauthentication(
  proof: string,
  hasPassword: boolean,
  identity: string | null,
): Reauthentication | null {
  if (hasPassword) return { current_password: proof };
  if (!identity) return null;
  return { code: latinDigits(proof.trim()), identity };
}

/** The API's fields of the proof; a problem with either shows under the one field. */
export const PROOF_FIELDS = ['current_password', 'code'] as const;

/** The rules of the proof field: any current password, or a 6-digit code. */
export function proofRules(hasPassword: boolean, label: string): Rule[] {
  return hasPassword ? [rules.required(label)] : [rules.required(label), rules.code(label)];
}
