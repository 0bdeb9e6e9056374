import type { MessageKey } from '@shop/i18n';

/** A link a validation message can carry: to the sign-in or the register scenario. */
export type RuleLink = 'auth' | 'register';

/**
 * What a failed rule answers: a message key and its values, translated where it is shown (so one
 * rule serves both languages, and a message can hold a link as `<link>…</link>`).
 */
export interface RuleMessage {
  id: MessageKey;
  values?: Record<string, string | number>;
  link?: RuleLink;
}

export const ruleMessage = (id: MessageKey, values?: RuleMessage['values'], link?: RuleLink): RuleMessage => ({
  id,
  ...(values ? { values } : {}),
  ...(link ? { link } : {}),
});

/** The generic message of a rule that has none of its own: '{field} is not valid.' */
export const defaultMessage = (field: string): RuleMessage => ruleMessage('validation.default', { field });
