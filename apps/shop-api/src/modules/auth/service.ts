import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Customer, Database, Locale } from '../../db/schema';
import { conflict, forbidden, notFound, tooManyRequests, unauthorized, unprocessable } from '../../http/problem';
import { localizePath } from '../../lib/locale';
import type { MailMessage } from '../../lib/mail-templates';
import type { IssuedSession } from '../../plugins/app/session';
import {
  CODE_DIGITS,
  CODE_MAX_ATTEMPTS,
  CODE_PURPOSE,
  CODE_RESEND_AFTER_S,
  CODE_TTL_MS,
  CONFIRMATION_TTL_MS,
  RESET_MAX_ATTEMPTS,
  RESET_TOKEN_BYTES,
  RESET_TTL_MS,
  VERIFY_LINK_TTL_S,
} from './constants';
import { hashPassword, verifyPassword } from './password';
import {
  addConfirmedEmail,
  applyPasswordReset,
  confirmedEmailsOf,
  confirmedEmailsOfCustomer,
  consumeConfirmation,
  countCodeTry,
  countResetTry,
  customerByEmail,
  deleteAccountRows,
  emailHeldByOther,
  customerById,
  insertConfirmation,
  insertCustomer,
  insertPasswordReset,
  latestCode,
  markEmailVerified,
  normalizeEmail,
  openCode,
  passwordResetByHash,
  replaceCode,
  setCustomerEmail,
  setPassword,
  spendCode,
  useResetLink,
} from './repository';

export { normalizeEmail };

/**
 * The e-mails a customer has confirmed, newest first (at most `limit`): the profile lists them, and
 * what belongs to whoever controls a mailbox (guest orders) is theirs.
 */
export const customerConfirmedEmails = (db: Kysely<Database>, customerId: number, limit?: number) =>
  confirmedEmailsOfCustomer(db, customerId, limit);

/**
 * The checkout's account for a guest who confirmed an e-mail with a code: spends the newest
 * confirmation under `identity` made after `confirmedSince` (`confirmed` false when none is left)
 * and makes a verified customer unless one has the e-mail already (`createdId` null then).
 */
export async function accountForConfirmedEmail(
  trx: Kysely<Database>,
  request: {
    identity: string;
    email: string;
    confirmedSince: number;
    contact: { first_name: string; last_name: string; phone: string };
  },
): Promise<{ confirmed: boolean; createdId: number | null }> {
  const { identity, email, contact } = request;
  if (!(await consumeConfirmation(trx, identity, email, request.confirmedSince)))
    return { confirmed: false, createdId: null };
  if (await customerByEmail(trx, email)) return { confirmed: true, createdId: null };
  const createdId = await insertCustomer(trx, {
    email,
    password_hash: null,
    first_name: contact.first_name,
    last_name: contact.last_name,
    phone: contact.phone,
    verified: true,
  });
  return { confirmed: true, createdId };
}

/**
 * Deletes an account and what signing in kept about it (sessions, reset links, social links,
 * confirmed e-mails, and the codes of its `emails`), in the caller's transaction.
 */
export const deleteAccount = (trx: Kysely<Database>, customerId: number, emails: readonly string[]) =>
  deleteAccountRows(trx, customerId, emails);

/** The customer as the session and the contract's `User` see them. */
export function toUser(customer: Customer) {
  return {
    id: customer.id,
    email: customer.email,
    first_name: customer.first_name || null,
    last_name: customer.last_name || null,
    phone: customer.phone || null,
    cookie_consent: customer.cookie_consent,
    email_verified: customer.email_verified_at !== null,
  };
}

/** The answer to a sign-in: when it ends and who signed in; the token goes only into the HttpOnly cookie. */
export function tokenResponse(session: IssuedSession, customer: Customer) {
  return { expires_in: session.expiresIn, user: toUser(customer) };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** "anna@example.com" → "a***@e******.com": enough to recognise, not to learn. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const name = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const mask = (part: string) => (part ? `${part[0]}${'*'.repeat(Math.max(1, part.length - 1))}` : '');
  return `${mask(local)}@${mask(name)}${tld}`;
}

/**
 * Sign-in, registration, e-mailed codes, password resets and e-mail verification links. Every
 * secret (codes, reset tokens, link signatures) is derived from or checked against JWT_SECRET-keyed
 * HMACs or SHA-256 hashes; nothing secret is stored in clear.
 */
export function authService(app: FastifyInstance) {
  const { db, env, mailer, sessions } = app;
  const codeKey = createHmac('sha256', env.JWT_SECRET).update('shop e-mail codes').digest();
  const linkKey = createHmac('sha256', env.JWT_SECRET).update('shop e-mail verification links').digest();
  const codeHash = (identity: string, email: string, code: string) =>
    createHmac('sha256', codeKey).update(`${identity}\n${email}\n${code}`).digest('hex');

  const linkSignature = (id: number, hash: string, expires: number) =>
    createHmac('sha256', linkKey).update(`/api/auth/verify-email/${id}/${hash}?expires=${expires}`).digest('hex');

  /** A signed link that verifies the customer's current e-mail (mailed after an account is made at checkout). */
  function verificationLink(customer: Pick<Customer, 'id' | 'email'>, locale: Locale, now = Date.now()): string {
    const hash = sha256(customer.email);
    const expires = Math.floor(now / 1000) + VERIFY_LINK_TTL_S;
    const signature = linkSignature(customer.id, hash, expires);
    // The storefront's page posts the link's parts to verify-email.
    const page = localizePath(`/verify-email/${customer.id}/${hash}?expires=${expires}&signature=${signature}`, locale);
    return new URL(page, env.PUBLIC_URL).toString();
  }

  /** A notice about a change already made: a failed delivery is logged, the change stands. */
  async function tellAccount(email: string, message: MailMessage, locale: Locale): Promise<void> {
    await mailer.send(email, message, locale).catch((error: unknown) => {
      app.log.error({ err: error, template: message.template }, 'account notice mail failed');
    });
  }

  /**
   * Whether `code` proves `email` under `identity`, using it up: the open code (its try counted
   * before the comparison, in one guarded update), or a code that check-email-confirmation-code
   * accepted moments before (that very code, its confirmation unused, then consumed).
   */
  async function spendProvenCode(identity: string, email: string, code: string): Promise<boolean> {
    const open = await openCode(db, identity, email);
    const now = Date.now();
    if (open) {
      return (
        (await countCodeTry(db, open.id, CODE_MAX_ATTEMPTS, now)) !== null &&
        sameText(open.code_hash, codeHash(identity, email, code)) &&
        (await spendCode(db, open.id))
      );
    }
    const last = await latestCode(db, identity, email);
    return (
      last !== undefined &&
      last.used_at !== null &&
      last.expires_at > now &&
      sameText(last.code_hash, codeHash(identity, email, code)) &&
      (await consumeConfirmation(db, identity, email, now - CONFIRMATION_TTL_MS))
    );
  }

  /**
   * Proof that the account's owner is at the keyboard: the current password for an account with
   * one, else a code mailed to the account's e-mail. Wrong: 422 naming the field (`customer.wrong_password`,
   * `customer.wrong_code`); the caller counts the try on the password rate limit first.
   */
  async function reauthenticate(
    customer: Customer,
    proof: { current_password: string } | { code: string; identity: string },
  ): Promise<void> {
    if (customer.password_hash !== null) {
      // A code does not stand in for a password the account has; the same work either way.
      const given = 'current_password' in proof ? proof.current_password : '';
      if (!(await verifyPassword(customer.password_hash, given)))
        throw unprocessable('The current password is wrong.', { current_password: ['customer.wrong_password'] });
      return;
    }
    if (!('code' in proof) || !(await spendProvenCode(proof.identity, customer.email, proof.code)))
      throw unprocessable('The code is wrong or can no longer be used.', { code: ['customer.wrong_code'] });
  }

  async function signIn(customerId: number) {
    const customer = await customerById(db, customerId);
    if (!customer) throw unauthorized('The account is not available.');
    return { session: await sessions.issue(customer.id), customer };
  }

  return {
    signIn,

    async login(email: string, password: string) {
      const customer = await customerByEmail(db, email);
      // The same work and the same answer for an unknown e-mail and a wrong password.
      const ok = await verifyPassword(customer?.password_hash ?? null, password);
      if (!customer || !ok) throw unauthorized('The e-mail or the password is wrong.');
      return signIn(customer.id);
    },

    async emailExists(email: string): Promise<boolean> {
      return (await customerByEmail(db, email)) !== undefined;
    },

    /** Sends a new 6-digit code; the previous open code of the same e-mail and identity stops working. */
    async sendCode(email: string, identity: string | null | undefined, locale: Locale) {
      const key = identity ?? randomBytes(24).toString('base64url');
      const now = Date.now();
      const previous = identity ? await latestCode(db, key, email) : undefined;
      if (previous) {
        const wait = Math.ceil((previous.sent_at + CODE_RESEND_AFTER_S * 1000 - now) / 1000);
        if (wait > 0) throw tooManyRequests(wait, `A new code can be sent in ${wait} seconds.`);
      }
      const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      await db.transaction().execute((trx) =>
        replaceCode(
          trx,
          {
            identity: key,
            purpose: CODE_PURPOSE,
            email,
            code_hash: codeHash(key, email, code),
            attempts: 0,
            expires_at: now + CODE_TTL_MS,
            sent_at: now,
            used_at: null,
          },
          now,
        ),
      );
      await mailer.send(email, { template: 'email-code', code, minutes: CODE_TTL_MS / 60_000 }, locale);
      return {
        identity: key,
        sent_at: new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        resend_after: CODE_RESEND_AFTER_S,
      };
    },

    /**
     * Checks a code. Accepted: the code is used up and the e-mail confirmed under the identity (and
     * on the signed-in account when it is its e-mail). Wrong with tries left: result 0. A code that
     * can no longer be accepted: 422.
     */
    async checkCode(email: string, identity: string, code: string, signedIn: Customer | null) {
      const open = await openCode(db, identity, email);
      const unusable = () =>
        unprocessable('This code can no longer be used: ask for a new one.', { code: ['validation.code_expired'] });
      // The try is counted before the comparison, so parallel guesses cannot outrun the limit.
      const tries = open ? await countCodeTry(db, open.id, CODE_MAX_ATTEMPTS, Date.now()) : null;
      if (!open || tries === null) throw unusable();
      if (!sameText(open.code_hash, codeHash(identity, email, code)))
        return { result: 0 as const, attempts_left: CODE_MAX_ATTEMPTS - tries };
      if (!(await spendCode(db, open.id))) throw unusable();
      await insertConfirmation(db, identity, email, Date.now());
      if (signedIn && signedIn.email === email) await markEmailVerified(db, signedIn);
      return { result: 1 as const, attempts_left: CODE_MAX_ATTEMPTS - tries };
    },

    async confirmedEmails(identity: string) {
      const rows = await confirmedEmailsOf(db, identity, 20);
      return {
        items: rows.map((row) => ({
          email: row.email,
          date: new Date(Number(row.confirmed_at)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        })),
      };
    },

    async unconfirmedEmail(identity: string) {
      const last = await latestCode(db, identity);
      const now = Date.now();
      if (!last || last.used_at !== null || last.expires_at <= now || last.attempts >= CODE_MAX_ATTEMPTS)
        throw notFound('No code is waiting for confirmation.');
      return { email: last.email, sent_at: Math.max(0, Math.floor((now - last.sent_at) / 1000)) };
    },

    async loginByConfirmedEmail(email: string, identity: string) {
      const customer = await customerByEmail(db, email);
      const rejected = () => unauthorized('This e-mail is not confirmed for this sign-in.');
      if (!customer) throw rejected();
      if (!(await consumeConfirmation(db, identity, email, Date.now() - CONFIRMATION_TTL_MS))) throw rejected();
      await markEmailVerified(db, customer);
      return signIn(customer.id);
    },

    /**
     * Creates an account for an e-mail proven by its code: the open code (checked here) or a
     * confirmation made by check-email-confirmation-code moments before.
     */
    async register(input: {
      identity: string;
      email: string;
      password: string;
      code: string;
      first_name?: string | null;
      last_name?: string | null;
      phone?: string | null;
    }) {
      const { identity, email, code } = input;
      if (await customerByEmail(db, email))
        throw conflict('An account with this e-mail already exists.', { email: ['validation.email_taken'] });
      const rejected = () =>
        unprocessable('The code is wrong or can no longer be used.', { code: ['validation.code_invalid'] });
      if (!(await spendProvenCode(identity, email, code))) throw rejected();
      const passwordHash = await hashPassword(input.password);
      let id: number;
      try {
        id = await insertCustomer(db, {
          email,
          password_hash: passwordHash,
          first_name: input.first_name ?? '',
          last_name: input.last_name ?? '',
          phone: input.phone ?? '',
          verified: true,
        });
      } catch (error) {
        // Two registrations of one e-mail at once: the unique index lets one through.
        if (await customerByEmail(db, email))
          throw conflict('An account with this e-mail already exists.', { email: ['validation.email_taken'] });
        throw error;
      }
      return signIn(id);
    },

    /** Mails a reset link when the e-mail has an account; callers answer before this finishes. */
    async sendPasswordReset(email: string, locale: Locale) {
      const customer = await customerByEmail(db, email);
      if (!customer) return;
      const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
      const now = Date.now();
      await insertPasswordReset(db, {
        customer_id: customer.id,
        token_hash: sha256(token),
        created_at: now,
        expires_at: now + RESET_TTL_MS,
        used_at: null,
      });
      const path = localizePath(`/reset-password?token=${token}&email=${encodeURIComponent(email)}`, locale);
      await mailer.send(
        email,
        { template: 'password-reset', link: new URL(path, env.PUBLIC_URL).toString(), minutes: RESET_TTL_MS / 60_000 },
        locale,
      );
    },

    async resetTokenStatus(token: string) {
      const row = await passwordResetByHash(db, sha256(token));
      if (!row || row.used_at !== null || row.expires_at <= Date.now() || row.attempts >= RESET_MAX_ATTEMPTS)
        return { valid: false, email_masked: null };
      return { valid: true, email_masked: maskEmail(row.email) };
    },

    /**
     * Sets a new password by a reset link. Every try counts on the customer's open links before any
     * is compared, so a link takes at most RESET_MAX_ATTEMPTS guesses whatever races. A successful
     * reset ends every other open link and every session; the one it starts is the only one left.
     */
    async resetPassword(token: string, email: string, password: string) {
      const rejected = () =>
        unprocessable('This reset link is wrong, used or expired.', { email: ['validation.reset_invalid'] });
      const customer = await customerByEmail(db, email);
      if (!customer) throw rejected();
      const now = Date.now();
      const hash = sha256(token);
      const link = (await countResetTry(db, customer.id, RESET_MAX_ATTEMPTS, now)).find((candidate) =>
        sameText(candidate.token_hash, hash),
      );
      if (!link) throw rejected();
      const passwordHash = await hashPassword(password);
      const used = await db.transaction().execute(async (trx) => {
        const at = Date.now();
        if (!(await useResetLink(trx, link.id, at))) return false;
        // Whoever held a session before the reset is signed out; the mail proved the address.
        await applyPasswordReset(trx, customer.id, passwordHash, at);
        return true;
      });
      if (!used) throw rejected();
      await addConfirmedEmail(db, customer.id, customer.email);
      return signIn(customer.id);
    },

    reauthenticate,
    tellAccount,

    /**
     * The profile's password change: after reauthentication, sets the new password and, in the
     * same transaction, ends every reset link and every session but `keepJti` (the one asking);
     * then mails the account that its password changed.
     */
    async changePassword(
      customer: Customer,
      request: ({ current_password: string } | { code: string; identity: string }) & { new_password: string },
      keepJti: string | null,
      locale: Locale,
    ) {
      await reauthenticate(customer, request);
      const passwordHash = await hashPassword(request.new_password);
      await db.transaction().execute(async (trx) => {
        const now = Date.now();
        await setPassword(trx, customer.id, passwordHash, now, keepJti ?? undefined);
      });
      await tellAccount(customer.email, { template: 'password-changed' }, locale);
    },

    /**
     * Makes `email` (already normalised) the customer's sign-in e-mail, proven by its code. Another
     * account with it: 409 (also when two changes race: the unique index decides); a wrong code:
     * 422. The old address is told by mail. Answers the saved customer.
     */
    async changeEmail(customer: Customer, request: { email: string; code: string; identity: string }, locale: Locale) {
      const { email } = request;
      const taken = () => conflict('Another account uses this e-mail.', { email: ['customer.email_taken'] });
      if (await emailHeldByOther(db, email, customer.id)) throw taken();
      if (!(await spendProvenCode(request.identity, email, request.code)))
        throw unprocessable('The code is wrong or can no longer be used.', { code: ['customer.wrong_code'] });
      let saved: Customer | undefined;
      try {
        saved = await setCustomerEmail(db, customer.id, email, Date.now());
      } catch (error) {
        if (await emailHeldByOther(db, email, customer.id)) throw taken();
        throw error;
      }
      if (!saved) throw unauthorized();
      await addConfirmedEmail(db, customer.id, email);
      if (customer.email !== email)
        await tellAccount(customer.email, { template: 'email-changed', newEmail: maskEmail(email) }, locale);
      return saved;
    },

    verificationLink,

    async sendVerificationLink(customer: Pick<Customer, 'id' | 'email'>, locale: Locale) {
      await mailer.send(
        customer.email,
        { template: 'verify-email', link: verificationLink(customer, locale), hours: VERIFY_LINK_TTL_S / 3600 },
        locale,
      );
    },

    async verifyEmail(id: number, hash: string, expires: number, signature: string) {
      const expected = linkSignature(id, hash, expires);
      if (!sameText(expected, signature) || expires * 1000 <= Date.now())
        throw forbidden('This verification link is wrong or has expired.');
      const customer = await customerById(db, id);
      if (!customer) throw notFound('The account does not exist.');
      if (!sameText(sha256(customer.email), hash)) throw forbidden('This link was made for another e-mail.');
      await markEmailVerified(db, customer);
      return { verified: true as const };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
