import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { queryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { compileMessages, isLocale, type CompiledMessages, type Locale } from '@shop/i18n';

/** Messages on the wire: a message of plain text as its text, any other as its syntax tree. */
type WireMessages = Record<string, string | MessageFormatElement[]>;

/**
 * A language's messages, compiled to ICU syntax trees on the server. During server rendering the
 * call runs in place and its answer travels to the browser with the page's query cache; a later
 * switch of language in the browser fetches the other language's once. So the browser downloads
 * only the languages it shows and formats them without the ICU parser, which the client build
 * leaves out (vite.config.ts).
 *
 * The answer is JSON text: the query cache is serialised with a reference per object, which would
 * make a few hundred small syntax trees half as large again.
 */
const loadMessages = createServerFn({ method: 'GET' })
  .validator((locale: unknown): Locale => {
    if (!isLocale(locale)) throw new Error(`unknown locale ${String(locale)}`);
    return locale;
  })
  .handler(({ data: locale }) => {
    let text = wireTexts.get(locale);
    if (text === undefined) {
      const wire: WireMessages = {};
      for (const [key, tree] of Object.entries(compileMessages(locale))) {
        const only = tree.length === 1 ? tree[0] : undefined;
        wire[key] = only?.type === TYPE.literal ? only.value : tree;
      }
      text = JSON.stringify(wire);
      wireTexts.set(locale, text);
    }
    return text;
  });

/** Each language's answer, made once per server process. */
const wireTexts = new Map<Locale, string>();

/**
 * Each answer's messages, parsed once: every page the server renders and every language switch in
 * the browser gets the same object, so react-intl's formatters made for it are reused
 * (ShopIntlProvider). A text of another build replaces the oldest when there are more than four.
 */
const parsedTexts = new Map<string, CompiledMessages>();
const PARSED_TEXTS = 4;

function parseMessages(text: string): CompiledMessages {
  const known = parsedTexts.get(text);
  if (known) return known;
  const wire = JSON.parse(text) as WireMessages;
  const messages: Record<string, MessageFormatElement[]> = {};
  for (const [key, message] of Object.entries(wire)) messages[key] = typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message;
  const parsed = messages as CompiledMessages;
  parsedTexts.set(text, parsed);
  if (parsedTexts.size > PARSED_TEXTS) parsedTexts.delete(parsedTexts.keys().next().value ?? text);
  return parsed;
}

export const messagesQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['messages', locale], queryFn: () => loadMessages({ data: locale }), select: parseMessages, staleTime: Infinity, gcTime: Infinity });
