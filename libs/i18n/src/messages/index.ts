import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@shop/locale';
import { en, type MessageKey, type Messages } from './en';
import { ru } from './ru';

export type { MessageKey, Messages } from './en';

/** A language's messages as ICU syntax trees, which react-intl formats without its parser. */
export type CompiledMessages = Record<MessageKey, MessageFormatElement[]>;

/**
 * The source texts of every language. The browser never imports these: the storefront's server
 * compiles the page language's (`compileMessages`) and sends only those.
 */
export const messagesByLocale: Record<Locale, Messages> = { en, ru };
