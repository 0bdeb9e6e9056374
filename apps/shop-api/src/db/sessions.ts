import type { Insertable, Kysely } from 'kysely';
import type { AuthSessionsTable, Database } from './schema';

// The statements on `auth_sessions`, shared by the session plugin and the sign-in module, so that
// a plugin never reaches into a module's repository.

type Db = Kysely<Database>;

/**
 * The customer of an unrevoked, unexpired session used since `seenSince`, with the session's last
 * use, or undefined; the customer must not be deleted.
 */
export function sessionCustomer(db: Db, jti: string, now: number, seenSince: number) {
  return db
    .selectFrom('auth_sessions')
    .innerJoin('customers', 'customers.id', 'auth_sessions.customer_id')
    .selectAll('customers')
    .select('auth_sessions.last_seen_at')
    .where('auth_sessions.jti', '=', jti)
    .where('auth_sessions.revoked_at', 'is', null)
    .where('auth_sessions.expires_at', '>', now)
    .where('auth_sessions.last_seen_at', '>', seenSince)
    .where('customers.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Records a session's use at `now`. */
export async function touchSession(db: Db, jti: string, now: number): Promise<void> {
  await db.updateTable('auth_sessions').set({ last_seen_at: now }).where('jti', '=', jti).execute();
}

export async function insertSession(db: Db, session: Insertable<AuthSessionsTable>): Promise<void> {
  await db.insertInto('auth_sessions').values(session).execute();
}

/** Revokes one session, unless it already is. */
export async function revokeSession(db: Db, jti: string, at: number): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: at })
    .where('jti', '=', jti)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every open session of a customer, but the one named `keepJti` when given. */
export async function revokeCustomerSessions(db: Db, customerId: number, at: number, keepJti?: string): Promise<void> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: at })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null);
  if (keepJti !== undefined) query = query.where('jti', '!=', keepJti);
  await query.execute();
}
