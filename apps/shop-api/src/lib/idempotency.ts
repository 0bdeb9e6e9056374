import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  claimIdempotencyKey,
  freeIdempotencyKey,
  idempotencyRecord,
  releaseUnansweredKey,
  storeIdempotentAnswer,
} from '../db/idempotency';
import type { Database } from '../db/schema';
import {
  badRequest,
  HttpProblem,
  problemKinds,
  problemType,
  unprocessable,
  type ProblemDocument,
  type ProblemKind,
} from '../http/problem';

/** How long a replay waits for the first request with its key to finish. */
export const IDEMPOTENCY_WAIT_MS = 20_000;
/** A key whose first request has not finished after this long (a crashed process) may be taken over. */
export const IDEMPOTENCY_STALE_MS = 60_000;
const POLL_MS = 25;

/** The `Idempotency-Key` header: absent, or 8 to 128 printable characters (400 otherwise). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{8,128}$/.test(value)) {
    throw badRequest('Idempotency-Key must be 8 to 128 printable characters.', {
      'Idempotency-Key': ['validation.string_length'],
    });
  }
  return value;
}

/** A stable digest of what makes two requests "the same": canonical JSON of the parts given. */
export function requestHash(parts: unknown): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface StoredAnswer<T> {
  status: number;
  body: T;
}

/**
 * Given to the work of a first request: `storeWith` writes the answer inside the work's own
 * transaction, so an answer is stored exactly when what it describes is committed (an order whose
 * answer was lost to a crash can then not be made twice by a retry).
 */
export interface IdempotencyRecorder {
  storeWith(trx: Kysely<Database>, answer: StoredAnswer<unknown>): Promise<void>;
}

const NO_RECORDER: IdempotencyRecorder = { storeWith: async () => undefined };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stored problem answer as the HttpProblem that makes the same answer again. */
function replayProblem(document: ProblemDocument): HttpProblem {
  const kind = (Object.keys(problemKinds) as ProblemKind[]).find(
    (candidate) => problemType(candidate) === document.type && problemKinds[candidate].status === document.status,
  );
  return new HttpProblem(kind ?? 'conflict', document.detail, document.errors ? { errors: document.errors } : {});
}

/** Answers worth repeating: successes and the caller's own mistakes; not limits or outages. */
const storable = (status: number) => status < 500 && status !== 429 && status !== 408;

/**
 * Runs `work` once per (scope, key): the first request with a key runs and its answer (a success,
 * or a 4xx problem) is stored; a replay with the same request hash gets that answer, waiting for
 * it while the first is still running (so parallel double submits make one order); the same key
 * with another request is 422. Without a key `work` simply runs. A first request that fails with
 * a 5xx, 408 or 429 frees its key, so the client can retry with it.
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  request: { scope: string; key: string | null; hash: string },
  work: (recorder: IdempotencyRecorder) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const { scope, key, hash } = request;
  if (key === null) return work(NO_RECORDER);

  for (let takeover = 0; takeover < 2; takeover += 1) {
    if (await claimIdempotencyKey(db, { scope, key, hash, now: Date.now() })) return runFirst(db, scope, key, work);

    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const row = await idempotencyRecord(db, scope, key);
      if (!row) break; // freed by a failed first request: try to be the first
      if (row.request_hash !== hash)
        throw unprocessable('This Idempotency-Key was used with another request.', {
          'Idempotency-Key': ['idempotency.key_reused'],
        });
      if (row.status !== null) {
        const body = JSON.parse(row.body ?? 'null') as T;
        if (row.status >= 400) throw replayProblem(body as ProblemDocument);
        return { status: row.status, body };
      }
      if (Date.now() - row.created_at > IDEMPOTENCY_STALE_MS) {
        await releaseUnansweredKey(db, scope, key);
        break;
      }
      if (Date.now() > deadline)
        throw new HttpProblem(
          'conflict',
          'The first request with this Idempotency-Key is still running; try again shortly.',
          { headers: { 'Retry-After': '2' } },
        );
      await sleep(POLL_MS);
    }
  }
  throw new HttpProblem('conflict', 'This Idempotency-Key is busy; try again shortly.', {
    headers: { 'Retry-After': '2' },
  });
}

async function runFirst<T>(
  db: Kysely<Database>,
  scope: string,
  key: string,
  work: (recorder: IdempotencyRecorder) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const storeIn = (target: Kysely<Database>, status: number, body: unknown) =>
    storeIdempotentAnswer(target, scope, key, { status, body: JSON.stringify(body) });
  const store = (status: number, body: unknown) => storeIn(db, status, body);
  const free = () => freeIdempotencyKey(db, scope, key);
  let stored = false;
  const recorder: IdempotencyRecorder = {
    storeWith: async (trx, answer) => {
      await storeIn(trx, answer.status, answer.body);
      stored = true;
    },
  };
  let answer: StoredAnswer<T>;
  try {
    answer = await work(recorder);
  } catch (error) {
    if (error instanceof HttpProblem && storable(error.status)) await store(error.status, error.toDocument());
    else await free().catch(() => undefined);
    throw error;
  }
  // Stored with the work's commit already, or now.
  if (!stored) await store(answer.status, answer.body);
  return answer;
}
