import { createHash } from 'node:crypto';
import {
  isExternalTarget,
  isOwnPath,
  localesOverlap,
  ruleCovers,
  splitLocalePath,
  type Locale,
  type RedirectRuleShape,
} from '@shop/locale';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { MAX_FROM_PATH_LENGTH, MAX_TO_PATH_LENGTH } from './constants';
import { deleteRule, deleteRuleFrom, insertRule, listRules, retargetRules } from './repository';

type Db = Kysely<Database>;

export type RedirectRule = RedirectRuleShape;

export interface NewRedirectRule {
  from: string;
  to: string;
  status?: 301 | 302;
  match?: 'exact' | 'prefix';
  locale?: Locale | null;
}

/** A rule the shop will not keep, with the reason in words an operator can act on. */
export class RedirectRuleRefused extends Error {
  override name = 'RedirectRuleRefused';
}

/**
 * A path as rules hold it: a local path without the language prefix, query or fragment, and
 * without a trailing slash (except the home page `/`). Anything else is refused.
 */
export function normaliseRulePath(input: string, what: 'from' | 'to'): string {
  const path = input.trim();
  if (!isOwnPath(path))
    throw new RedirectRuleRefused(`${what} must be a path of this site starting with "/": ${input}`);
  if (/[?#]/.test(path)) throw new RedirectRuleRefused(`${what} must be a path without a query or fragment: ${input}`);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const { locale } = splitLocalePath(trimmed);
  if (locale !== 'en')
    throw new RedirectRuleRefused(
      `${what} must be a path without the language prefix (${trimmed.replace(/^\/[a-z]{2}/, '') || '/'}, with --locale ${locale} if the rule is for that language only): ${input}`,
    );
  return trimmed;
}

/** A target as rules hold it: a normalised local path, or an https URL on an allowed host. */
export function normaliseTarget(input: string, allowedHosts: readonly string[]): string {
  const target = input.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//')) return normaliseRulePath(target, 'to');
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new RedirectRuleRefused(`to is neither a path of this site nor a URL: ${input}`);
  }
  if (url.protocol !== 'https:' || !isExternalTarget(target))
    throw new RedirectRuleRefused(`to must be a local path or an https:// URL: ${input}`);
  if (url.username || url.password)
    throw new RedirectRuleRefused(`to must not carry a user name or password: ${input}`);
  if (!allowedHosts.includes(url.host))
    throw new RedirectRuleRefused(
      `${url.host} is not an allowed redirect host (REDIRECT_HOSTS: ${allowedHosts.join(', ') || 'none'})`,
    );
  return url.href;
}

const describe = (rule: RedirectRule) =>
  `#${rule.id} ${rule.from_path}${rule.match === 'prefix' ? '/*' : ''} → ${rule.to_path}${rule.locale ? ` (${rule.locale})` : ''}`;

/**
 * Refuses a rule that would loop or chain with the rules there are: its target is its own source
 * (or under its own prefix), its target is another rule's source, or its source is another rule's
 * target. A chain costs the shopper two redirects and can close into a loop later; the operator
 * points the rule at the final target instead.
 */
function refuseLoopsAndChains(rule: Omit<RedirectRule, 'id'>, rules: readonly RedirectRule[]): void {
  const local = !isExternalTarget(rule.to_path);
  if (local && ruleCovers(rule, rule.to_path))
    throw new RedirectRuleRefused(
      `${rule.from_path} → ${rule.to_path} would loop: the target ${rule.match === 'prefix' ? 'lies under the rule’s own prefix' : 'is the rule’s own path'}`,
    );
  for (const other of rules) {
    if (!localesOverlap(other.locale, rule.locale)) continue;
    if (other.from_path === rule.from_path)
      throw new RedirectRuleRefused(
        `a rule from ${rule.from_path} exists already: ${describe(other)}; remove it first`,
      );
    const intoOther = local && ruleCovers(other, rule.to_path);
    const fromOther = !isExternalTarget(other.to_path) && ruleCovers(rule, other.to_path);
    if (intoOther && fromOther)
      throw new RedirectRuleRefused(`${rule.from_path} → ${rule.to_path} would loop with ${describe(other)}`);
    if (intoOther)
      throw new RedirectRuleRefused(
        `${rule.from_path} → ${rule.to_path} would chain: its target is redirected by ${describe(other)}; point it at ${other.to_path} instead`,
      );
    if (fromOther)
      throw new RedirectRuleRefused(
        `${rule.from_path} → ${rule.to_path} would chain: ${describe(other)} leads to its source; point that rule at ${rule.to_path} instead`,
      );
  }
}

/** Every rule, as the contract lists them. */
export async function redirectRules(db: Db): Promise<RedirectRule[]> {
  return (await listRules(db)).map((row) => ({ ...row, status: row.status, locale: row.locale ?? null }));
}

/**
 * `GET /api/v1/redirects`: the rules and their ETag, a digest of the whole list, so any rule
 * added, changed or removed (by the CLI, an automatic path change or by hand in SQL) changes it.
 */
export async function redirectRulesAnswer(db: Db): Promise<{ body: { rules: RedirectRule[] }; etag: string }> {
  const body = { rules: await redirectRules(db) };
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27);
  return { body, etag: `"${digest}"` };
}

/** Adds a rule after normalising and checking it; refused with a RedirectRuleRefused. */
export async function addRedirectRule(
  db: Db,
  input: NewRedirectRule,
  allowedHosts: readonly string[],
  now = Date.now(),
): Promise<RedirectRule> {
  const from = normaliseRulePath(input.from, 'from');
  const to = normaliseTarget(input.to, allowedHosts);
  if (from.length > MAX_FROM_PATH_LENGTH || to.length > MAX_TO_PATH_LENGTH)
    throw new RedirectRuleRefused(
      `from is at most ${MAX_FROM_PATH_LENGTH} characters, to at most ${MAX_TO_PATH_LENGTH}`,
    );
  const rule = {
    from_path: from,
    to_path: to,
    match: input.match ?? 'exact',
    status: input.status ?? 301,
    locale: input.locale ?? null,
  } as const;
  return db.transaction().execute(async (trx) => {
    refuseLoopsAndChains(rule, await redirectRules(trx));
    const saved = await insertRule(trx, { ...rule, created_at: now });
    return { ...saved, locale: saved.locale ?? null };
  });
}

/** Removes a rule named by its id or its from path; the removed rule, or undefined when none is. */
export async function removeRedirectRule(db: Db, idOrFrom: string): Promise<RedirectRule | undefined> {
  return db.transaction().execute(async (trx) => {
    const rules = await redirectRules(trx);
    const found = /^\d+$/.test(idOrFrom)
      ? rules.find((rule) => rule.id === Number(idOrFrom))
      : rules.find((rule) => rule.from_path === normaliseRulePath(idOrFrom, 'from'));
    if (found) await deleteRule(trx, found.id);
    return found;
  });
}

/**
 * Records that pages moved (a product's or category's path changed): a 301 from each old path to
 * its new one. Run inside the transaction that moves them; it never refuses, since the move must
 * not fail because of an old rule. A rule from the new path goes (the path is a live page again),
 * rules that led to the old path lead to the new one (no chain), and a rule from the old path is
 * replaced.
 */
export async function recordPathChanges(
  trx: Db,
  changes: ReadonlyArray<{ from: string; to: string }>,
  now = Date.now(),
): Promise<void> {
  for (const { from, to } of changes) {
    if (from === to) continue;
    await deleteRuleFrom(trx, to);
    await retargetRules(trx, from, to);
    await deleteRuleFrom(trx, from);
    await insertRule(trx, { from_path: from, to_path: to, status: 301, match: 'exact', locale: null, created_at: now });
  }
}
