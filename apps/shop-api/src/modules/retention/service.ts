import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import type { Database } from '../../db/schema';
import { RETENTION } from './constants';

export type PurgeCounts = Record<
  'guestCarts' | 'oauthStates' | 'emailCodes' | 'emailConfirmations' | 'resetLinks' | 'sessions' | 'idempotencyAnswers',
  number
>;

const count = (result: { numDeletedRows: bigint }[]) =>
  result.reduce((sum, row) => sum + Number(row.numDeletedRows), 0);

/**
 * Deletes what has outlived its use (RETENTION): guest carts, OAuth states, e-mailed codes and
 * confirmations, reset links, sessions that expired, were revoked or sat idle past
 * SESSION_IDLE_DAYS, and stored Idempotency-Key answers. Idempotent, so any number of API
 * processes may run it. Returns how many rows of each went.
 */
export async function purgeExpired(
  db: Kysely<Database>,
  env: Pick<Env, 'SESSION_IDLE_DAYS'>,
  now = Date.now(),
): Promise<PurgeCounts> {
  const idleSince = now - env.SESSION_IDLE_DAYS * 24 * 3_600_000;
  return {
    guestCarts: count(
      await db
        .deleteFrom('carts')
        .where('customer_id', 'is', null)
        .where('updated_at', '<', now - RETENTION.guestCartMs)
        .execute(),
    ),
    oauthStates: count(await db.deleteFrom('oauth_states').where('expires_at', '<', now).execute()),
    emailCodes: count(
      await db
        .deleteFrom('email_codes')
        .where('expires_at', '<', now - RETENTION.emailCodeAfterExpiryMs)
        .execute(),
    ),
    emailConfirmations: count(
      await db
        .deleteFrom('email_confirmations')
        .where('confirmed_at', '<', now - RETENTION.emailConfirmationMs)
        .execute(),
    ),
    resetLinks: count(
      await db
        .deleteFrom('password_resets')
        .where('expires_at', '<', now - RETENTION.resetLinkAfterExpiryMs)
        .execute(),
    ),
    sessions: count(
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
    ),
    idempotencyAnswers: count(
      await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', now - RETENTION.idempotencyAnswerMs)
        .execute(),
    ),
  };
}
