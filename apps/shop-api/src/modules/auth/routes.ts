import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CheckPasswordResetTokenParams,
  LoginBody,
  LoginByConfirmedEmailBody,
  RegisterBody,
  ResetPasswordBody,
  SendPasswordResetEmailBody,
  SendPasswordResetEmailQueryParams,
  SocialCallbackParams,
  SocialCallbackQueryParams,
  SocialRedirectParams,
  VerifyEmailParams,
  VerifyEmailQueryParams,
} from '@shop/api-schemas';
import { secureCookies } from '../../config/env';
import type { IssuedSession } from '../../plugins/app/session';
import { notFound } from '../../http/problem';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { LIMITS, OAUTH_COOKIE_PATH, OAUTH_STATE_COOKIE, OAUTH_STATE_TTL_MS } from './constants';
import { accountLimiter } from './limits';
import { normalizeEmail } from './repository';
import { authService, tokenResponse, toUser } from './service';
import { authorizationUrl, exchangeCode, newState, redirectUri, SocialError, socialProvider } from './social';
import { rememberOAuthState, signInSocial, spendOAuthState } from './social-accounts';

/**
 * The social routes run in the sign-in popup, which must keep its `window.opener` through the
 * provider's pages to post the result back: helmet's `Cross-Origin-Opener-Policy: same-origin`
 * would cut it, so these two answers relax that header (the storefront's pages allow popups).
 */
const KEEP_OPENER = { 'cross-origin-opener-policy': 'unsafe-none' };

/** The popup page the social callback answers: it tells the opener how it went, then closes. */
function popupPage(reply: FastifyReply, message: { name: 'OAuth'; ok: boolean; error?: string }) {
  const nonce = randomBytes(16).toString('base64');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .headers(KEEP_OPENER)
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'`,
    );
  // JSON of fixed keys and booleans only: nothing from the request reaches the page.
  const payload = JSON.stringify(message);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Signing in</title></head><body><script nonce="${nonce}">if (window.opener) window.opener.postMessage(${payload}, location.origin); window.close();</script></body></html>`;
}

/** Sign-in, sign-out, registration, password reset, e-mail verification and social sign-in. */
export default fp(
  async (app: RoutesInstance) => {
    const auth = authService(app);
    const limit = Object.fromEntries(
      Object.entries(LIMITS).flatMap(([name, limits]) =>
        'email' in limits ? [[name, accountLimiter(app, name, limits)]] : [],
      ),
    ) as Record<
      'login' | 'loginByConfirmedEmail' | 'register' | 'forgotPassword' | 'resetPassword',
      ReturnType<typeof accountLimiter>
    >;
    const secure = secureCookies(app.env);
    /**
     * Ends the session the request carried, if any, so a new sign-in never leaves an older token
     * valid after sign-out; then sets the new session's cookie and answers who signed in.
     */
    const startSession = async (request: FastifyRequest, reply: FastifyReply, session: IssuedSession) => {
      await app.sessions.revoke(request);
      app.sessions.setCookie(reply, session);
      reply.header('cache-control', 'no-store');
    };
    const signedIn = async (
      request: FastifyRequest,
      reply: FastifyReply,
      { session, customer }: Awaited<ReturnType<typeof auth.signIn>>,
    ) => {
      await startSession(request, reply, session);
      return tokenResponse(session, customer);
    };

    app.post(
      '/api/auth/login',
      { config: { rateLimit: LIMITS.login.ip }, schema: { body: LoginBody } },
      async (request, reply) => {
        const { body } = request;
        const email = normalizeEmail(body.email);
        await limit.login(request, email);
        return signedIn(request, reply, await auth.login(email, body.password));
      },
    );

    app.post(
      '/api/auth/login/by-confirmed-email',
      { config: { rateLimit: LIMITS.loginByConfirmedEmail.ip }, schema: { body: LoginByConfirmedEmailBody } },
      async (request, reply) => {
        const { body } = request;
        const email = normalizeEmail(body.email);
        await limit.loginByConfirmedEmail(request, email);
        return signedIn(request, reply, await auth.loginByConfirmedEmail(email, body.identity));
      },
    );

    app.post('/api/auth/logout', async (request, reply) => {
      await app.sessions.revoke(request);
      app.sessions.clearCookie(reply);
      return { ok: true };
    });

    app.get('/api/auth/user', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = await app.sessions.customer(request);
      if (!customer && request.cookies[app.sessions.cookieName]) app.sessions.clearCookie(reply);
      return customer ? toUser(customer) : {};
    });

    app.post(
      '/api/auth/register',
      { config: { rateLimit: LIMITS.register.ip }, schema: { body: RegisterBody } },
      async (request, reply) => {
        const { body } = request;
        const email = normalizeEmail(body.email);
        await limit.register(request, email);
        const account = await auth.register({ ...body, email });
        reply.code(201);
        return {
          id: account.customer.id,
          email: account.customer.email,
          phone: account.customer.phone || null,
          ...(await signedIn(request, reply, account)),
        };
      },
    );

    app.post(
      '/api/auth/verify-email/:id/:hash',
      { schema: { params: VerifyEmailParams, querystring: VerifyEmailQueryParams } },
      async (request) => {
        const { params, query } = request;
        return auth.verifyEmail(params.id, params.hash, query.expires, query.signature);
      },
    );

    app.post(
      '/api/auth/forgot-password/send-email',
      {
        config: { rateLimit: LIMITS.forgotPassword.ip },
        schema: { querystring: SendPasswordResetEmailQueryParams, body: SendPasswordResetEmailBody },
      },
      async (request) => {
        const { query, body } = request;
        const email = normalizeEmail(body.email);
        await limit.forgotPassword(request, email);
        const locale = requestLocale(request, query.lang);
        // Answered before anything about the e-mail is looked up: the same answer in the same time.
        setImmediate(() => {
          auth
            .sendPasswordReset(email, locale)
            .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
        });
        return { ok: true };
      },
    );

    app.get(
      '/api/auth/reset-password/:token',
      { config: { rateLimit: LIMITS.checkResetToken.ip }, schema: { params: CheckPasswordResetTokenParams } },
      async (request, reply) => {
        const { params } = request;
        reply.header('cache-control', 'no-store');
        return auth.resetTokenStatus(params.token);
      },
    );

    app.post(
      '/api/auth/reset-password',
      { config: { rateLimit: LIMITS.resetPassword.ip }, schema: { body: ResetPasswordBody } },
      async (request, reply) => {
        const { body } = request;
        const email = normalizeEmail(body.email);
        await limit.resetPassword(request, email);
        const { session } = await auth.resetPassword(body.token, email, body.password);
        await startSession(request, reply, session);
        return { ok: true };
      },
    );

    app.get(
      '/api/auth/social/:provider/redirect',
      { schema: { params: SocialRedirectParams } },
      async (request, reply) => {
        const { params } = request;
        const provider = socialProvider(app.env, params.provider);
        if (!provider) throw notFound('This sign-in provider is not configured.');
        const { state, verifier, challenge } = newState();
        const now = Date.now();
        await rememberOAuthState(
          app.db,
          { state, provider: provider.name, codeVerifier: verifier, locale: requestLocale(request, undefined) },
          now,
          now + OAUTH_STATE_TTL_MS,
        );
        reply.setCookie(OAUTH_STATE_COOKIE, state, {
          path: OAUTH_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: OAUTH_STATE_TTL_MS / 1000,
          signed: true,
        });
        reply.header('cache-control', 'no-store').headers(KEEP_OPENER);
        return reply.redirect(authorizationUrl(provider, redirectUri(app.env, provider.name), state, challenge), 302);
      },
    );

    app.get(
      '/api/auth/social/:provider/callback',
      { schema: { params: SocialCallbackParams, querystring: SocialCallbackQueryParams } },
      async (request, reply) => {
        const { params, query } = request;
        const provider = socialProvider(app.env, params.provider);
        if (!provider) throw notFound('This sign-in provider is not configured.');
        const cookie = request.cookies[OAUTH_STATE_COOKIE];
        const unsigned = cookie ? request.unsignCookie(cookie) : null;
        reply.clearCookie(OAUTH_STATE_COOKIE, { path: OAUTH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
        // The state is used once, whatever happens next.
        const stored = await spendOAuthState(app.db, query.state, provider.name);
        const fail = (error: string) => popupPage(reply, { name: 'OAuth', ok: false, error });
        if (
          !unsigned?.valid ||
          unsigned.value !== query.state ||
          !stored ||
          stored.expires_at <= Date.now() ||
          !stored.code_verifier
        )
          return fail('state_mismatch');
        if (query.error) return fail(query.error === 'access_denied' ? 'access_denied' : 'provider_error');
        if (!query.code) return fail('provider_error');
        try {
          const profile = await exchangeCode(
            provider,
            redirectUri(app.env, provider.name),
            query.code,
            stored.code_verifier,
          );
          const customerId = await signInSocial(app.db, provider.name, profile);
          const { session } = await auth.signIn(customerId);
          await startSession(request, reply, session);
          return popupPage(reply, { name: 'OAuth', ok: true });
        } catch (error) {
          if (!(error instanceof SocialError)) throw error;
          request.log.warn({ err: error, provider: provider.name }, 'social sign-in failed');
          return fail(error.key);
        }
      },
    );
  },
  {
    name: 'auth-routes',
    dependencies: ['db', 'problem', 'rate-limit', 'session', 'mailer', 'cookie'],
    encapsulate: true,
  },
);
