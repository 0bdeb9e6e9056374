import type { Kysely } from 'kysely';
import type { Database } from './schema';

// The statements on `idempotency_keys` for `lib/idempotency.ts`, which keeps the rules (who runs,
// who waits, what is stored); the answer's body arrives and leaves as JSON text.

type Db = Kysely<Database>;

/** Takes the key for a first request (no answer yet); false when a row for it already exists. */
export async function claimIdempotencyKey(
  db: Db,
  claim: { scope: string; key: string; hash: string; now: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      key: claim.key,
      request_hash: claim.hash,
      status: null,
      body: null,
      created_at: claim.now,
    })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The key's row: its request hash, and its answer once stored. */
export function idempotencyRecord(db: Db, scope: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'body', 'created_at'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Frees a key whose first request never stored an answer (a crashed process). */
export async function releaseUnansweredKey(db: Db, scope: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

/** Stores the answer of the key's first request. */
export async function storeIdempotentAnswer(
  db: Db,
  scope: string,
  key: string,
  answer: { status: number; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: answer.status, body: answer.body })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** Frees the key, whatever its row holds, so the client can retry with it. */
export async function freeIdempotencyKey(db: Db, scope: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
}

/**
 * Deletes the stored answers whose body mentions one of `needles` (lower-case: a deleted account's
 * e-mails and order tokens), so a checkout's answer forgets its shopper before its 24 hours are up.
 */
export async function deleteAnswersMentioning(db: Db, needles: readonly string[]): Promise<void> {
  if (needles.length === 0) return;
  await db
    .deleteFrom('idempotency_keys')
    .where((eb) => eb.or(needles.map((needle) => eb(eb.fn('lower', ['body']), 'like', `%${needle}%`))))
    .execute();
}
