import type { Locale } from '../../db/schema';

/**
 * The stored author of a review whose customer deleted their account and kept it: no name is kept,
 * and the answer names "Former customer" in the reader's language (`FORMER_CUSTOMER`).
 */
export const FORMER_CUSTOMER_AUTHOR = '';

export const FORMER_CUSTOMER: Record<Locale, string> = { en: 'Former customer', ru: 'Бывший покупатель' };
