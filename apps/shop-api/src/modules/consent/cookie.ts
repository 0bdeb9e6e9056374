import { ADVERTISING_COOKIES, CONSENT_COOKIE, formatConsent, type ConsentChoice } from '@shop/locale';
import type { FastifyReply } from 'fastify';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Writes the `cookie_consent` cookie: readable by the storefront's scripts (not HttpOnly), Lax and
 * Secure exactly as the session cookie is. A choice without advertising expires the campaign
 * cookies, so withdrawing it forgets what was kept under it.
 */
export function setConsentCookie(reply: FastifyReply, choice: ConsentChoice, lifetimeDays: number, secure: boolean) {
  reply.setCookie(CONSENT_COOKIE, formatConsent(choice), {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: lifetimeDays * DAY_SECONDS,
  });
  if (choice.advertising) return;
  for (const name of ADVERTISING_COOKIES) reply.setCookie(name, '', { path: '/', sameSite: 'lax', secure, maxAge: 0 });
}
