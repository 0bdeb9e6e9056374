import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ChangeProfileEmailBody,
  ChangeProfileEmailQueryParams,
  ChangeProfilePasswordBody,
  ChangeProfilePasswordQueryParams,
  DeleteProfileBody,
  EditProfileBody,
  GetProfileQueryParams,
} from '@shop/api-schemas';
import { ALL_PURPOSES, NO_PURPOSES } from '@shop/locale';
import { secureCookies } from '../../config/env';
import { tooManyRequests } from '../../http/problem';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { LIMITS } from '../auth/constants';
import { accountLimiter } from '../auth/limits';
import { authService, normalizeEmail } from '../auth/service';
import { consentLifetimeDays } from '../config/service';
import { setConsentCookie } from '../consent/cookie';
import { EXPORT_FILE_NAME, EXPORT_LIMIT } from './constants';
import { deleteAccount, editProfile, profileExport, profilePage, profileView } from './service';

/**
 * The signed-in customer's own profile; 401 for a guest. Every operation acts on the session's
 * customer only: no id is ever taken from the request. Password, e-mail and deletion ask for
 * reauthentication, counted on the sign-in's password limit (the same counters as login).
 */
export default fp(
  async (app: RoutesInstance) => {
    const auth = authService(app);
    const secure = secureCookies(app.env);
    const passwordLimit = accountLimiter(app, 'login', LIMITS.login);
    const codeLimit = accountLimiter(app, 'checkCode', LIMITS.checkCode);
    const exporter = new WeakMap<FastifyRequest, number>();
    const exportLimit = app.createRateLimit({
      ...EXPORT_LIMIT,
      keyGenerator: (request) => `profileExport:${exporter.get(request) ?? ''}`,
    });

    app.get('/api/v1/profile', { schema: { querystring: GetProfileQueryParams } }, async (request, reply) => {
      const { query } = request;
      const customer = await app.sessions.requireCustomer(request);
      reply.header('cache-control', 'no-store');
      return profilePage(app.db, customer, requestLocale(request, query.lang));
    });

    app.post(
      '/api/v1/profile/edit',
      { preValidation: app.sessions.signedIn, schema: { body: EditProfileBody } },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        reply.header('cache-control', 'no-store');
        const saved = await editProfile(app.db, customer.id, request.body);
        // The choice made here holds on this device at once, as one made on the banner would.
        const consent = request.body.cookie_consent;
        if (consent !== undefined)
          setConsentCookie(
            reply,
            consent === 1 ? ALL_PURPOSES : NO_PURPOSES,
            await consentLifetimeDays(app.db),
            secure,
          );
        return saved;
      },
    );

    app.post(
      '/api/v1/profile/change-password',
      {
        preValidation: app.sessions.signedIn,
        schema: { querystring: ChangeProfilePasswordQueryParams, body: ChangeProfilePasswordBody },
      },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        reply.header('cache-control', 'no-store');
        await passwordLimit(request, customer.email);
        const keep = await app.sessions.sessionId(request);
        await auth.changePassword(customer, request.body, keep, requestLocale(request, request.query.lang));
        return { ok: true };
      },
    );

    app.post(
      '/api/v1/profile/change-email',
      {
        preValidation: app.sessions.signedIn,
        schema: { querystring: ChangeProfileEmailQueryParams, body: ChangeProfileEmailBody },
      },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        const { body, query } = request;
        const email = normalizeEmail(body.email);
        reply.header('cache-control', 'no-store');
        await codeLimit(request, email);
        const saved = await auth.changeEmail(customer, { ...body, email }, requestLocale(request, query.lang));
        return profileView(app.db, saved);
      },
    );

    app.get('/api/v1/profile/export', { preValidation: app.sessions.signedIn }, async (request, reply) => {
      const customer = await app.sessions.requireCustomer(request);
      exporter.set(request, customer.id);
      const counted = await exportLimit(request);
      if (!counted.isAllowed && counted.isExceeded) throw tooManyRequests(counted.ttlInSeconds);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
      return profileExport(app.db, customer, requestLocale(request, undefined));
    });

    app.post(
      '/api/v1/profile/delete',
      { preValidation: app.sessions.signedIn, schema: { body: DeleteProfileBody } },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        reply.header('cache-control', 'no-store');
        await passwordLimit(request, customer.email);
        await auth.reauthenticate(customer, request.body);
        await deleteAccount(app.db, customer, request.body.keep_reviews);
        app.sessions.clearCookie(reply);
        await auth.tellAccount(customer.email, { template: 'account-deleted' }, requestLocale(request, undefined));
        return { ok: true };
      },
    );
  },
  { name: 'profile-routes', dependencies: ['db', 'problem', 'session', 'rate-limit', 'mailer'], encapsulate: true },
);
