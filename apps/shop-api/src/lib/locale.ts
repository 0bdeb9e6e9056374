import type { FastifyRequest } from 'fastify';
import {
  detectLocale,
  formatMoney,
  isLocale,
  localizePath,
  parseAcceptLanguage,
  splitLocalePath,
  type Locale,
} from '@shop/locale';

/** Requests answered in the language their Accept-Language header chose (plugins/app/language-vary.ts). */
const headerLanguage = new WeakSet<FastifyRequest>();

/** The language of an answer: the `lang` parameter, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest, lang: unknown): Locale {
  if (isLocale(lang)) return lang;
  headerLanguage.add(request);
  return detectLocale({ languages: parseAcceptLanguage(request.headers['accept-language']) });
}

/** Whether the answer's language came from Accept-Language, so it varies on that header. */
export function answersInHeaderLanguage(request: FastifyRequest): boolean {
  return headerLanguage.has(request);
}

export { formatMoney, localizePath, splitLocalePath, type Locale };
