import { CONSENT_COOKIE, parseConsent } from '@shop/locale';
import fp from 'fastify-plugin';
import { SetCookieConsentBody } from '@shop/api-schemas';
import { secureCookies } from '../../config/env';
import type { RoutesInstance } from '../../http/validate';
import { consentLifetimeDays } from '../config/service';
import { setConsentCookie } from './cookie';
import { chosenPurposes, consentAnswer, profileConsent, recordCustomerConsent } from './service';

/**
 * The shopper's cookie consent: a guest's lives in the `cookie_consent` cookie, a signed-in
 * customer's on the profile too, and the profile's wins (signing in elsewhere brings it along).
 * Foreign-origin writes are refused by the origin guard, as every write is.
 */
export default fp(
  async (app: RoutesInstance) => {
    const secure = secureCookies(app.env);

    app.get('/api/v1/cookie/consent', async (request, reply) => {
      const customer = await app.sessions.customer(request);
      const kept = customer ? profileConsent(customer) : null;
      const lifetimeDays = await consentLifetimeDays(app.db);
      reply.header('cache-control', 'no-store');
      if (kept) setConsentCookie(reply, kept, lifetimeDays, secure);
      return consentAnswer(kept ?? parseConsent(request.cookies[CONSENT_COOKIE]), lifetimeDays);
    });

    app.post('/api/v1/cookie/consent', { schema: { body: SetCookieConsentBody } }, async (request, reply) => {
      const choice = chosenPurposes(request.body);
      const customer = await app.sessions.customer(request);
      if (customer) await recordCustomerConsent(app.db, customer.id, choice, Date.now());
      const lifetimeDays = await consentLifetimeDays(app.db);
      reply.header('cache-control', 'no-store');
      setConsentCookie(reply, choice, lifetimeDays, secure);
      return consentAnswer(choice, lifetimeDays);
    });
  },
  { name: 'consent-routes', dependencies: ['db', 'problem', 'session', 'cookie', 'origin-guard'], encapsulate: true },
);
