import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { secureCookies } from '../../config/env';
import type { Customer } from '../../db/schema';
import { insertSession, revokeCustomerSessions, revokeSession, sessionCustomer, touchSession } from '../../db/sessions';
import { unauthorized } from '../../http/problem';

/** The HttpOnly session cookie (ARCHITECTURE.md); page JavaScript never sees the token. */
export const JWT_COOKIE = 'jwt';
/**
 * Its name on https: the `__Host-` prefix makes the browser accept it only Secure, for path `/`
 * and without a Domain, so no other host (a subdomain) can set or read it.
 */
export const HOST_JWT_COOKIE = '__Host-jwt';
/** A session ends 90 days after sign-in at the latest, and sooner when unused for SESSION_IDLE_DAYS. */
export const SESSION_TTL_SECONDS = 90 * 24 * 60 * 60;
/** A session's last use is written at most this often, not on every request. */
export const SESSION_TOUCH_MS = 10 * 60_000;

interface Claims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

export interface IssuedSession {
  token: string;
  expiresIn: number;
}

export interface Sessions {
  /** Starts a session for the customer: a signed token whose `jti` is stored, so it can be revoked. */
  issue(customerId: number): Promise<IssuedSession>;
  /** The signed-in customer of the request (cookie or Bearer), or null; read once per request. */
  customer(request: FastifyRequest): Promise<Customer | null>;
  /** The signed-in customer, or 401 in the one error shape. */
  requireCustomer(request: FastifyRequest): Promise<Customer>;
  /** A route's `preValidation` hook: a guest is refused (401) before the input meets its schema. */
  signedIn(request: FastifyRequest): Promise<void>;
  /** Revokes the request's token, if any; it is refused from now on. */
  revoke(request: FastifyRequest): Promise<void>;
  /** Revokes every session of a customer (a changed password). */
  revokeAll(customerId: number): Promise<void>;
  /** The request's session id (`jti`), or null: what a change that signs out the other sessions keeps. */
  sessionId(request: FastifyRequest): Promise<string | null>;
  /** The session cookie's name (`__Host-jwt` on https). */
  readonly cookieName: string;
  setCookie(reply: FastifyReply, session: IssuedSession): void;
  clearCookie(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** The session cookie's name for this shop: `__Host-jwt` on https, `jwt` on a local http shop. */
export const sessionCookieName = (secure: boolean) => (secure ? HOST_JWT_COOKIE : JWT_COOKIE);

/** The token a request presents: the session cookie, else an `Authorization: Bearer` header. */
export function presentedToken(request: FastifyRequest, cookieName: string): string | null {
  const cookie = request.cookies[cookieName];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S{1,4096})$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Sessions as HS256 JWTs signed with a key derived from JWT_SECRET (node:crypto; no library needed
 * for one algorithm), each with a random `jti` kept in `auth_sessions`: a token is accepted only
 * while its row exists unrevoked, unexpired and used within SESSION_IDLE_DAYS, and its customer is
 * not deleted, so logout and a password reset end it at once, on every API process.
 */
export default fp(
  async (app) => {
    const key = createHmac('sha256', app.env.JWT_SECRET).update('shop session tokens').digest();
    const sign = (data: string) => createHmac('sha256', key).update(data).digest();
    const secure = secureCookies(app.env);
    const cookieName = sessionCookieName(secure);
    const idleMs = app.env.SESSION_IDLE_DAYS * 24 * 60 * 60_000;
    const memo = new WeakMap<FastifyRequest, Promise<{ customer: Customer; jti: string } | null>>();

    function verify(token: string): Claims | null {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) return null;
      const [header, payload, signature] = parts as [string, string, string];
      const expected = sign(`${header}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
        if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.exp !== 'number')
          return null;
        if (claims.exp * 1000 <= Date.now()) return null;
        return claims as Claims;
      } catch {
        return null;
      }
    }

    async function load(request: FastifyRequest) {
      const token = presentedToken(request, cookieName);
      const claims = token ? verify(token) : null;
      if (!claims) return null;
      const now = Date.now();
      const row = await sessionCustomer(app.db, claims.jti, now, now - idleMs);
      if (!row || String(row.id) !== claims.sub) return null;
      const { last_seen_at: lastSeen, ...customer } = row;
      if (lastSeen === null || now - lastSeen > SESSION_TOUCH_MS) {
        await touchSession(app.db, claims.jti, now);
      }
      return { customer, jti: claims.jti };
    }

    function current(request: FastifyRequest) {
      let found = memo.get(request);
      if (!found) {
        found = load(request);
        memo.set(request, found);
      }
      return found;
    }

    const sessions: Sessions = {
      async issue(customerId) {
        const now = Date.now();
        const jti = randomBytes(16).toString('base64url');
        const iat = Math.floor(now / 1000);
        const claims: Claims = { sub: String(customerId), jti, iat, exp: iat + SESSION_TTL_SECONDS };
        await insertSession(app.db, {
          jti,
          customer_id: customerId,
          created_at: now,
          expires_at: now + SESSION_TTL_SECONDS * 1000,
          revoked_at: null,
          last_seen_at: now,
        });
        const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
        return { token: `${body}.${base64url(sign(body))}`, expiresIn: SESSION_TTL_SECONDS };
      },
      async customer(request) {
        return (await current(request))?.customer ?? null;
      },
      async requireCustomer(request) {
        const customer = await sessions.customer(request);
        if (!customer) throw unauthorized();
        return customer;
      },
      async signedIn(request) {
        await sessions.requireCustomer(request);
      },
      async revoke(request) {
        const found = await current(request);
        if (!found) return;
        await revokeSession(app.db, found.jti, Date.now());
        memo.set(request, Promise.resolve(null));
      },
      async revokeAll(customerId) {
        await revokeCustomerSessions(app.db, customerId, Date.now());
      },
      async sessionId(request) {
        return (await current(request))?.jti ?? null;
      },
      cookieName,
      setCookie(reply, session) {
        reply.setCookie(cookieName, session.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: session.expiresIn,
        });
      },
      clearCookie(reply) {
        reply.setCookie(cookieName, '', { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 0 });
      },
    };
    app.decorate('sessions', sessions);
  },
  { name: 'session', dependencies: ['env', 'db', 'cookie', 'problem'] },
);
