import fp from 'fastify-plugin';
import {
  CheckEmailConfirmationCodeBody,
  GetConfirmedEmailsQueryParams,
  GetCustomerByEmailQueryParams,
  GetUnconfirmedEmailQueryParams,
  SendEmailConfirmationCodeBody,
  SendEmailConfirmationCodeQueryParams,
} from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { CUSTOMER_ROLES, LIMITS } from './constants';
import { accountLimiter } from './limits';
import { normalizeEmail } from './repository';
import { authService, toUser } from './service';

/** E-mailed confirmation codes and what the sign-in steps ask about e-mails and the session. */
export default fp(
  async (app: RoutesInstance) => {
    const auth = authService(app);
    const sendLimit = accountLimiter(app, 'sendCode', LIMITS.sendCode);
    const checkLimit = accountLimiter(app, 'checkCode', LIMITS.checkCode);
    const lookupLimit = accountLimiter(app, 'getByEmail', LIMITS.getByEmail);

    app.post(
      '/api/v1/customer/send-email-confirmation-code',
      {
        config: { rateLimit: LIMITS.sendCode.ip },
        schema: { querystring: SendEmailConfirmationCodeQueryParams, body: SendEmailConfirmationCodeBody },
      },
      async (request, reply) => {
        const { query, body } = request;
        const email = normalizeEmail(body.email);
        await sendLimit(request, email);
        reply.header('cache-control', 'no-store');
        return auth.sendCode(email, body.identity, requestLocale(request, query.lang));
      },
    );

    app.post(
      '/api/v1/customer/check-email-confirmation-code',
      { config: { rateLimit: LIMITS.checkCode.ip }, schema: { body: CheckEmailConfirmationCodeBody } },
      async (request, reply) => {
        const { body } = request;
        const email = normalizeEmail(body.email);
        await checkLimit(request, email);
        reply.header('cache-control', 'no-store');
        return auth.checkCode(email, body.identity, body.code, await app.sessions.customer(request));
      },
    );

    app.get(
      '/api/v1/customer/get-confirmed-emails',
      { config: { rateLimit: LIMITS.identityReads.ip }, schema: { querystring: GetConfirmedEmailsQueryParams } },
      async (request, reply) => {
        const { query } = request;
        reply.header('cache-control', 'no-store');
        return auth.confirmedEmails(query.identity);
      },
    );

    app.get(
      '/api/v1/customer/get-unconfirmed-email',
      { config: { rateLimit: LIMITS.identityReads.ip }, schema: { querystring: GetUnconfirmedEmailQueryParams } },
      async (request, reply) => {
        const { query } = request;
        reply.header('cache-control', 'no-store');
        return auth.unconfirmedEmail(query.identity);
      },
    );

    app.get('/api/v1/customer/get-auth-with-roles', async (request, reply) => {
      const customer = await app.sessions.requireCustomer(request);
      reply.header('cache-control', 'no-store');
      return { user: toUser(customer), roles: [...CUSTOMER_ROLES] };
    });

    app.get(
      '/api/v1/customer/get-by-email',
      { config: { rateLimit: LIMITS.getByEmail.ip }, schema: { querystring: GetCustomerByEmailQueryParams } },
      async (request, reply) => {
        const { query } = request;
        const email = normalizeEmail(query.email);
        await lookupLimit(request, email);
        reply.header('cache-control', 'no-store');
        // Whether it exists, and nothing else, for everyone (QUALITY.md item 12).
        return { exists: await auth.emailExists(email) };
      },
    );
  },
  { name: 'customer-routes', dependencies: ['db', 'problem', 'rate-limit', 'session', 'mailer'], encapsulate: true },
);
