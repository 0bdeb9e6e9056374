import type { FastifyRequest } from 'fastify';
import { detectLocale, isLocale, localizePath, parseAcceptLanguage, splitLocalePath, type Locale } from '@shop/locale';

/** The language of an answer: the `lang` parameter, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest, lang: unknown): Locale {
  if (isLocale(lang)) return lang;
  return detectLocale({ languages: parseAcceptLanguage(request.headers['accept-language']) });
}

export { localizePath, splitLocalePath, type Locale };
