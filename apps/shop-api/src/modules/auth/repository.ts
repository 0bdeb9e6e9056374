import type { Insertable, Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { revokeCustomerSessions } from '../../db/sessions';
import { stampOnce } from '../../db/stamp-once';
import { CODE_PURPOSE } from './constants';

type Db = Kysely<Database>;

/** E-mails are compared trimmed and lower-cased; the request schemas have already trimmed them. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function customerByEmail(db: Db, email: string): Promise<Customer | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function customerById(db: Db, id: number): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function insertCustomer(
  db: Db,
  values: {
    email: string;
    password_hash: string | null;
    first_name?: string;
    last_name?: string;
    phone?: string;
    verified: boolean;
  },
): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('customers')
    .values({
      email: values.email,
      password_hash: values.password_hash,
      first_name: values.first_name ?? '',
      last_name: values.last_name ?? '',
      phone: values.phone ?? '',
      cookie_consent: null,
      email_verified_at: values.verified ? now : null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.verified) await addConfirmedEmail(db, row.id, values.email);
  return row.id;
}

/** Records a customer's confirmed e-mail once (a second confirmation changes nothing). */
export async function addConfirmedEmail(db: Db, customerId: number, email: string): Promise<void> {
  await db
    .insertInto('customer_confirmed_emails')
    .values({ customer_id: customerId, email, confirmed_at: Date.now() })
    .onConflict((conflict) => conflict.columns(['customer_id', 'email']).doNothing())
    .execute();
}

/** The e-mails a customer has confirmed (a code, a link or a social sign-in), newest first; at most `limit` when given. */
export function confirmedEmailsOfCustomer(db: Db, customerId: number, limit?: number) {
  const query = db
    .selectFrom('customer_confirmed_emails')
    .select(['email', 'confirmed_at'])
    .where('customer_id', '=', customerId)
    .orderBy('confirmed_at', 'desc')
    .orderBy('id', 'desc');
  return (limit === undefined ? query : query.limit(limit)).execute();
}

export async function markEmailVerified(db: Db, customer: Customer): Promise<void> {
  if (customer.email_verified_at === null) {
    await db
      .updateTable('customers')
      .set({ email_verified_at: Date.now(), updated_at: Date.now() })
      .where('id', '=', customer.id)
      .where('email_verified_at', 'is', null)
      .execute();
  }
  await addConfirmedEmail(db, customer.id, customer.email);
}

/** The newest code of an identity and e-mail that is still open (not used). */
export function openCode(db: Db, identity: string, email: string) {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('identity', '=', identity)
    .where('email', '=', email)
    .where('purpose', '=', CODE_PURPOSE)
    .where('used_at', 'is', null)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest code sent under an identity, used or not (for the resend interval and the pending e-mail). */
export function latestCode(db: Db, identity: string, email?: string) {
  let query = db
    .selectFrom('email_codes')
    .selectAll()
    .where('identity', '=', identity)
    .where('purpose', '=', CODE_PURPOSE);
  if (email) query = query.where('email', '=', email);
  return query.orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * Counts a try of an open, unexpired code before it is compared: one guarded statement, so however
 * many guesses race, at most `maxAttempts` of them are ever compared (QUALITY.md item 20). Returns
 * the tries made with this one, or null when none were left.
 */
export async function countCodeTry(db: Db, codeId: number, maxAttempts: number, now: number): Promise<number | null> {
  const row = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/**
 * Counts a try on each of a customer's open reset links before any is compared, the same way: a
 * link takes at most `maxAttempts` guesses. Returns the links this try may be compared with.
 */
export function countResetTry(db: Db, customerId: number, maxAttempts: number, now: number) {
  return db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'token_hash'])
    .execute();
}

/** Uses a code up; false when another request used it first. */
export function spendCode(db: Db, codeId: number): Promise<boolean> {
  return stampOnce(db, 'email_codes', 'used_at', codeId, Date.now());
}

/** Takes the newest unconsumed confirmation of an e-mail under an identity made after `since`; false when there is none. */
export async function consumeConfirmation(db: Db, identity: string, email: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('email_confirmations')
    .select('id')
    .where('identity', '=', identity)
    .where('email', '=', email)
    .where('consumed_at', 'is', null)
    .where('confirmed_at', '>', since)
    .orderBy('confirmed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return false;
  return stampOnce(db, 'email_confirmations', 'consumed_at', row.id, Date.now());
}

/** Drops the social sign-in states that ran out by `now`, then stores a new one. */
export async function storeOAuthState(db: Db, state: Insertable<Database['oauth_states']>, now: number): Promise<void> {
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now).execute();
  await db.insertInto('oauth_states').values(state).execute();
}

/** Takes a social sign-in state out (so it is used once), if it was stored for this provider. */
export function takeOAuthState(db: Db, state: string, provider: string) {
  return db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .where('provider', '=', provider)
    .returningAll()
    .executeTakeFirst();
}

/** Ends an e-mail's open codes under an identity, then stores a new one (in the caller's transaction). */
export async function replaceCode(db: Db, code: Insertable<Database['email_codes']>, now: number): Promise<void> {
  await db
    .updateTable('email_codes')
    .set({ used_at: now })
    .where('identity', '=', code.identity)
    .where('email', '=', code.email)
    .where('purpose', '=', code.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db.insertInto('email_codes').values(code).execute();
}

/** Records that an e-mail was confirmed under an identity. */
export async function insertConfirmation(db: Db, identity: string, email: string, now: number): Promise<void> {
  await db
    .insertInto('email_confirmations')
    .values({ identity, email, confirmed_at: now, consumed_at: null })
    .execute();
}

/** The e-mails confirmed under an identity, each once with its latest confirmation, newest first. */
export function confirmedEmailsOf(db: Db, identity: string, limit: number) {
  return db
    .selectFrom('email_confirmations')
    .select(['email', (eb) => eb.fn.max('confirmed_at').as('confirmed_at')])
    .where('identity', '=', identity)
    .groupBy('email')
    .orderBy('confirmed_at', 'desc')
    .limit(limit)
    .execute();
}

export async function insertPasswordReset(db: Db, reset: Insertable<Database['password_resets']>): Promise<void> {
  await db.insertInto('password_resets').values(reset).execute();
}

/** A reset link by its token's hash, with its customer's e-mail (deleted customers have none). */
export function passwordResetByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('customers', 'customers.id', 'password_resets.customer_id')
    .select(['customers.email', 'password_resets.expires_at', 'password_resets.used_at', 'password_resets.attempts'])
    .where('password_resets.token_hash', '=', tokenHash)
    .where('customers.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Uses a reset link; false when it was used already (another request won). */
export function useResetLink(db: Db, resetId: number, now: number): Promise<boolean> {
  return stampOnce(db, 'password_resets', 'used_at', resetId, now);
}

/**
 * What a successful reset does to the account: ends its other open links, sets the password,
 * revokes every session, and marks the e-mail verified (the mail proved the address).
 */
export async function applyPasswordReset(db: Db, customerId: number, passwordHash: string, now: number) {
  await setPassword(db, customerId, passwordHash, now);
  await stampOnce(db, 'customers', 'email_verified_at', customerId, now);
}

/**
 * Sets a customer's password, ends their open reset links and revokes their sessions but the one
 * named `keepJti` (the profile's change keeps the session it came from). In the caller's transaction.
 */
export async function setPassword(db: Db, customerId: number, passwordHash: string, now: number, keepJti?: string) {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .updateTable('customers')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', customerId)
    .execute();
  await revokeCustomerSessions(db, customerId, now, keepJti);
}

/** Whether any account row (a deleted one too: the unique index counts it) holds the e-mail, but `exceptId`. */
export async function emailHeldByOther(db: Db, email: string, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Makes `email` the customer's sign-in e-mail, verified now (a code proved it); the saved row. */
export function setCustomerEmail(db: Db, customerId: number, email: string, now: number) {
  return db
    .updateTable('customers')
    .set({ email, email_verified_at: now, updated_at: now })
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes an account and what signing in kept about it: sessions, reset links, social links,
 * confirmed e-mails, and the codes and code confirmations of its `emails`. In the caller's transaction.
 */
export async function deleteAccountRows(db: Db, customerId: number, emails: readonly string[]): Promise<void> {
  await db.deleteFrom('auth_sessions').where('customer_id', '=', customerId).execute();
  await db.deleteFrom('password_resets').where('customer_id', '=', customerId).execute();
  await db.deleteFrom('social_accounts').where('customer_id', '=', customerId).execute();
  await db.deleteFrom('customer_confirmed_emails').where('customer_id', '=', customerId).execute();
  if (emails.length > 0) {
    await db
      .deleteFrom('email_codes')
      .where('email', 'in', [...emails])
      .execute();
    await db
      .deleteFrom('email_confirmations')
      .where('email', 'in', [...emails])
      .execute();
  }
  await db.deleteFrom('customers').where('id', '=', customerId).execute();
}

/** The customer a provider account is linked to, if any. */
export function linkedSocialAccount(db: Db, provider: string, subject: string) {
  return db
    .selectFrom('social_accounts')
    .select('customer_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** Links a provider account to a customer (moving it when it was linked to another). */
export async function linkSocialAccount(
  db: Db,
  link: { provider: string; subject: string; customerId: number; email: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('social_accounts')
    .values({
      provider: link.provider,
      subject: link.subject,
      customer_id: link.customerId,
      email: link.email,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['provider', 'subject']).doUpdateSet({ customer_id: link.customerId, email: link.email }),
    )
    .execute();
}
