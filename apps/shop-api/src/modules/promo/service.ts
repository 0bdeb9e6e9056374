import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Database, PromoCode } from '../../db/schema';
import { conflict, promoCodeInvalid } from '../../http/problem';
import { splitLocalePath } from '../../lib/locale';
import { mailboxOf } from '../../lib/mailbox';
import { localizedSitePath } from '../../lib/site-path';
import { PROMO_CODE_CACHE_MS, type PromoCodeReason } from './constants';
import {
  consumeAndRecordPromoUse,
  consumePromoCode,
  countPromoCodeUsages,
  findPromoCode,
  findPromoCodeById,
  recordPromoCodeUsage,
} from './repository';

/** A code by id as stored, for the checkout to redeem the code its pricing applied. */
export const promoCodeById = (db: Kysely<Database>, id: number): Promise<PromoCode | undefined> =>
  findPromoCodeById(db, id);

/** Codes are stored upper-case; what a shopper types is compared without case and outer spaces. */
export const normalizePromoCode = (typed: string) => typed.trim().toUpperCase();

/**
 * Who uses a code, for its per-customer limit: a signed-in customer's id and/or the e-mail of the
 * order, folded to its mailbox (`lib/mailbox.ts`: a guest's fresh aliases of one Gmail address
 * are one customer). A guest's cart has neither, so the limit is first checked at checkout.
 */
export interface PromoCustomer {
  customerId: number | null;
  email: string | null;
}

/** The customer as `promo_code_usages` records them (the e-mail as its mailbox), or null for nobody known. */
function usageOwner(customer: PromoCustomer | undefined): PromoCustomer | null {
  const email = customer?.email ? mailboxOf(customer.email) : null;
  const customerId = customer?.customerId ?? null;
  return customerId === null && email === null ? null : { customerId, email };
}

/** Whether a known customer has used up their share of a code. */
async function customerLimitReached(
  db: Kysely<Database>,
  promo: PromoCode,
  owner: PromoCustomer | null,
): Promise<boolean> {
  if (promo.per_customer_limit === null || owner === null) return false;
  return (await countPromoCodeUsages(db, promo.id, owner)) >= promo.per_customer_limit;
}

/**
 * Why a code cannot be used at `now`, whatever the cart holds (null: it can): unknown or switched
 * off, not started, expired (valid while now < ends_at), or its uses all taken.
 */
export function promoCodeUnusable(promo: PromoCode | undefined, now: number): PromoCodeReason | null {
  if (!promo || promo.active !== 1) return 'promocode.unknown';
  if (promo.starts_at !== null && now < promo.starts_at) return 'promocode.not_started';
  if (promo.ends_at !== null && now >= promo.ends_at) return 'promocode.expired';
  if (promo.usage_limit !== null && promo.used_count >= promo.usage_limit) return 'promocode.exhausted';
  return null;
}

/** A code (normalised), its row when it exists, and why it cannot be used now (null: it can). */
export interface PromoCodeLookup {
  code: string;
  promo: PromoCode | undefined;
  reason: PromoCodeReason | null;
}

interface PromoLookupOptions {
  now: number;
  customer?: PromoCustomer | undefined;
}

const MAX_CACHED_CODES = 1_000;
const cachedCodes = new WeakMap<
  Kysely<Database>,
  Map<string, { readAt: number; generation: number; promo: PromoCode }>
>();
let cacheGeneration = 0;

/** Drops every cached code row: call after a code's row changed (a use taken or given back). */
export function forgetCachedPromoCodes(): void {
  cacheGeneration += 1;
}

/**
 * A code's row for pricing: read outside a transaction, an existing code's row is kept for
 * PROMO_CODE_CACHE_MS (dates are still checked against each request's clock). A use taken or
 * given back in this process drops it at once; a change elsewhere (another API process, an
 * operator's edit) shows within that time. A transaction (the checkout) always reads the row, so
 * limits are enforced on fresh rows; unknown codes are never kept.
 */
async function findPromoCodeForPricing(db: Kysely<Database>, code: string): Promise<PromoCode | undefined> {
  if (db.isTransaction) return findPromoCode(db, code);
  let rows = cachedCodes.get(db);
  if (!rows) cachedCodes.set(db, (rows = new Map()));
  const hit = rows.get(code);
  const readAt = Date.now();
  if (hit && hit.generation === cacheGeneration && readAt - hit.readAt < PROMO_CODE_CACHE_MS) return hit.promo;
  const generation = cacheGeneration;
  const promo = await findPromoCode(db, code);
  if (promo) {
    if (rows.size >= MAX_CACHED_CODES) rows.clear();
    rows.set(code, { readAt, generation, promo });
  }
  return promo;
}

/**
 * Looks a typed code up and checks everything but the cart: dates, uses, and, when the customer
 * is known (checkout), the per-customer limit. The minimum cart is the pricing's to check.
 */
export async function lookUpPromoCode(
  db: Kysely<Database>,
  typed: string,
  options: PromoLookupOptions,
): Promise<PromoCodeLookup> {
  const code = normalizePromoCode(typed);
  return withReason(db, code, code ? await findPromoCodeForPricing(db, code) : undefined, options);
}

/** The same for the code a server cart remembers (by id); null when the code is gone. */
export async function lookUpPromoCodeById(
  db: Kysely<Database>,
  id: number,
  options: PromoLookupOptions,
): Promise<PromoCodeLookup | null> {
  const promo = await findPromoCodeById(db, id);
  return promo ? withReason(db, promo.code, promo, options) : null;
}

async function withReason(
  db: Kysely<Database>,
  code: string,
  promo: PromoCode | undefined,
  options: PromoLookupOptions,
): Promise<PromoCodeLookup> {
  let reason = promoCodeUnusable(promo, options.now);
  if (!reason && promo && (await customerLimitReached(db, promo, usageOwner(options.customer))))
    reason = 'promocode.per_customer_limit';
  return { code, promo, reason };
}

/**
 * `GET /api/v1/promocode/check`: a code usable now, with its redirect as a path of this site in the
 * language of the page the shopper is on (`url`); anything but a path of ours (an absolute URL an
 * operator stored) is answered as no redirect. An unusable code is a 404 naming the reason.
 */
export async function checkPromoCode(
  db: Kysely<Database>,
  query: { code: string; url?: string | undefined },
  now = Date.now(),
) {
  const { promo, reason } = await lookUpPromoCode(db, query.code, { now });
  if (!promo || reason) throw promoCodeInvalid(reason ?? 'promocode.unknown');
  const locale = splitLocalePath(query.url?.split(/[?#]/)[0] ?? '/').locale;
  return {
    promocode: { id: promo.id, code: promo.code },
    redirect: localizedSitePath(promo.redirect, locale),
    type: promo.type,
  };
}

/**
 * Redeems a code for an order, inside the checkout's transaction `trx`: takes one use with the
 * guarded statement (so a code limited to N uses is redeemed at most N times however many
 * checkouts race), then checks the per-customer limit against the recorded uses and records this
 * one. A refused code throws a 409 (`errors.promocode` → the reason), which rolls the caller's
 * transaction back, the use taken included. On PostgreSQL the guarded update locks the code's row
 * until the transaction ends, so concurrent redemptions of one code count each other's uses; on
 * SQLite transactions are serialised anyway. On PostgreSQL a code without a per-customer limit
 * (or a buyer unknown) is taken and recorded in one statement.
 */
export async function redeemPromoCode(
  trx: Kysely<Database>,
  redemption: { promo: PromoCode; orderId: number | null; customer: PromoCustomer; now: number },
): Promise<void> {
  const { promo, customer, now } = redemption;
  const refuse = (reason: PromoCodeReason) =>
    conflict('This promo code cannot be used any more.', { promocode: [reason] });
  const owner = usageOwner(customer);
  const usage = {
    promoCodeId: promo.id,
    orderId: redemption.orderId,
    customerId: owner?.customerId ?? null,
    email: owner?.email ?? null,
    at: now,
  };
  if (dialectOf(trx) === 'postgres' && (promo.per_customer_limit === null || owner === null)) {
    const recorded = await consumeAndRecordPromoUse(trx, usage);
    forgetCachedPromoCodes();
    if (!recorded) throw refuse('promocode.exhausted');
    return;
  }
  const taken = await consumePromoCode(trx, promo.id);
  forgetCachedPromoCodes();
  if (!taken) throw refuse('promocode.exhausted');
  if (await customerLimitReached(trx, promo, owner)) throw refuse('promocode.per_customer_limit');
  await recordPromoCodeUsage(trx, usage);
}
