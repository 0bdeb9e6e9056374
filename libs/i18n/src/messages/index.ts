import type { Locale } from '@shop/locale';
import { en, type Messages } from './en';
import { ru } from './ru';

export type { MessageKey, Messages } from './en';

/** Language files are static per locale (spec, section 7); both are small enough to ship in one chunk. */
export const messagesByLocale: Record<Locale, Messages> = { en, ru };
