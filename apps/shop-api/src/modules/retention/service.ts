import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import type { Database } from '../../db/schema';
import { pruneCatalogChanges } from '../changes/service';
import { RETENTION } from './constants';
import {
  deleteEmailCodesExpiredBefore,
  deleteEmailConfirmationsBefore,
  deleteEndedSessions,
  deleteGuestCartsChangedBefore,
  deleteIdempotencyKeysBefore,
  deleteOAuthStatesExpiredBefore,
  deleteResetLinksExpiredBefore,
} from './repository';

export type PurgeCounts = Record<
  | 'guestCarts'
  | 'oauthStates'
  | 'emailCodes'
  | 'emailConfirmations'
  | 'resetLinks'
  | 'sessions'
  | 'idempotencyAnswers'
  | 'catalogChanges',
  number
>;

/**
 * Deletes what has outlived its use (RETENTION): guest carts, OAuth states, e-mailed codes and
 * confirmations, reset links, sessions that expired, were revoked or sat idle past
 * SESSION_IDLE_DAYS, stored Idempotency-Key answers, and change-log entries older than a day
 * (CHANGE_LOG_RETENTION_MS; the newest always stays). Idempotent, so any number of API
 * processes may run it. Returns how many rows of each went.
 */
export async function purgeExpired(
  db: Kysely<Database>,
  env: Pick<Env, 'SESSION_IDLE_DAYS'>,
  now = Date.now(),
): Promise<PurgeCounts> {
  const idleSince = now - env.SESSION_IDLE_DAYS * 24 * 3_600_000;
  return {
    guestCarts: await deleteGuestCartsChangedBefore(db, now - RETENTION.guestCartMs),
    oauthStates: await deleteOAuthStatesExpiredBefore(db, now),
    emailCodes: await deleteEmailCodesExpiredBefore(db, now - RETENTION.emailCodeAfterExpiryMs),
    emailConfirmations: await deleteEmailConfirmationsBefore(db, now - RETENTION.emailConfirmationMs),
    resetLinks: await deleteResetLinksExpiredBefore(db, now - RETENTION.resetLinkAfterExpiryMs),
    sessions: await deleteEndedSessions(db, now, idleSince),
    idempotencyAnswers: await deleteIdempotencyKeysBefore(db, now - RETENTION.idempotencyAnswerMs),
    catalogChanges: await pruneCatalogChanges(db, now),
  };
}
