import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { queryOptions } from '@tanstack/react-query';
import { createIsomorphicFn, createServerOnlyFn } from '@tanstack/react-start';
import { compileMessages, isLocale, type CompiledMessages, type Locale } from '@shop/i18n';

/** Messages on the wire: a message of plain text as its text, any other as its syntax tree. */
type WireMessages = Record<string, string | MessageFormatElement[]>;

/**
 * Where the browser fetches a language's messages: a file per language named by the version of
 * the messages this build carries (`vite.config.ts` hashes their sources), so it can be cached for
 * good and is fetched again only when a deploy changes the texts. The page's first HTML preloads
 * its own language's file (the root route's head), so it arrives with the scripts.
 */
export const messagesUrl = (locale: Locale) => `/i18n/${locale}.${__SHOP_MESSAGES_VERSION__}.json`;

const MESSAGES_PATH = /^\/i18n\/([a-z]{2})\.([\w-]+)\.json$/;

/** A language's messages compiled to ICU syntax trees, as JSON text; made once per server process. */
const messagesText = createServerOnlyFn((locale: Locale): string => {
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

const wireTexts = new Map<Locale, string>();

/**
 * The server's answer to `GET /i18n/<locale>.<version>.json` (server.ts), or null for any other
 * request: this build's version is cached for a year as immutable; another version (a page of an
 * older or newer build during a deploy) gets this build's texts, not to be cached.
 */
export const messagesResponse = createServerOnlyFn((request: Request): Response | null => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const match = MESSAGES_PATH.exec(new URL(request.url).pathname);
  if (!match) return null;
  const [, locale, version] = match;
  if (!isLocale(locale))
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const cacheControl = version === __SHOP_MESSAGES_VERSION__ ? 'public, max-age=31536000, immutable' : 'no-cache';
  return new Response(request.method === 'HEAD' ? null : messagesText(locale), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    },
  });
});

/**
 * A language's messages as JSON text: compiled in place on the server; fetched in the browser from
 * its file (the cache and the page's preload usually answer at once). They are not part of the
 * page's query data (router.tsx): the file is cached across pages and visits, the page is not.
 */
const loadMessages = createIsomorphicFn()
  .server(async (locale: Locale) => messagesText(locale))
  .client(async (locale: Locale) => {
    const response = await fetch(messagesUrl(locale));
    if (!response.ok) throw new Error(`${messagesUrl(locale)} answered ${response.status}`);
    return response.text();
  });

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
  for (const [key, message] of Object.entries(wire))
    messages[key] = typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message;
  const parsed = messages as CompiledMessages;
  parsedTexts.set(text, parsed);
  if (parsedTexts.size > PARSED_TEXTS) parsedTexts.delete(parsedTexts.keys().next().value ?? text);
  return parsed;
}

/** The query key of the messages, which the page's query data leaves out (router.tsx). */
export const MESSAGES_QUERY_ROOT = 'messages';

export const messagesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [MESSAGES_QUERY_ROOT, locale],
    queryFn: () => loadMessages(locale),
    select: parseMessages,
    staleTime: Infinity,
    gcTime: Infinity,
    // A lost connection while the file loads should not leave the page without its texts.
    retry: 2,
  });
