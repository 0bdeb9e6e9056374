import type { DeleteResult, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The retention sweep's deletes; each answers how many rows went. The cut-offs are the service's.

type Db = Kysely<Database>;

const count = (result: DeleteResult[]) => result.reduce((sum, row) => sum + Number(row.numDeletedRows), 0);

/** Guest carts (no customer) last changed before `before`. */
export async function deleteGuestCartsChangedBefore(db: Db, before: number): Promise<number> {
  return count(
    await db.deleteFrom('carts').where('customer_id', 'is', null).where('updated_at', '<', before).execute(),
  );
}

export async function deleteOAuthStatesExpiredBefore(db: Db, before: number): Promise<number> {
  return count(await db.deleteFrom('oauth_states').where('expires_at', '<', before).execute());
}

export async function deleteEmailCodesExpiredBefore(db: Db, before: number): Promise<number> {
  return count(await db.deleteFrom('email_codes').where('expires_at', '<', before).execute());
}

export async function deleteEmailConfirmationsBefore(db: Db, before: number): Promise<number> {
  return count(await db.deleteFrom('email_confirmations').where('confirmed_at', '<', before).execute());
}

export async function deleteResetLinksExpiredBefore(db: Db, before: number): Promise<number> {
  return count(await db.deleteFrom('password_resets').where('expires_at', '<', before).execute());
}

/** Sessions expired by `now`, revoked, or not used since `idleSince` (or never). */
export async function deleteEndedSessions(db: Db, now: number, idleSince: number): Promise<number> {
  return count(
    await db
      .deleteFrom('auth_sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', now),
          eb('revoked_at', 'is not', null),
          eb('last_seen_at', '<', idleSince),
          eb('last_seen_at', 'is', null),
        ]),
      )
      .execute(),
  );
}

/** Stored Idempotency-Key answers (and keys) made before `before`. */
export async function deleteIdempotencyKeysBefore(db: Db, before: number): Promise<number> {
  return count(await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute());
}
