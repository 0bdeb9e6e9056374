import { maskPhone } from '../validation/phone';

/** The input attributes of every e-mail field. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false } as const;

/** The input attributes of every phone field; what is typed is masked as the API's format. */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel', format: maskPhone } as const;
