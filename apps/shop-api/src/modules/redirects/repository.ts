import type { Insertable, Kysely } from 'kysely';
import type { Database, RedirectRulesTable } from '../../db/schema';

type Db = Kysely<Database>;

const COLUMNS = ['id', 'from_path', 'to_path', 'match', 'status', 'locale'] as const;

/** Every rule, oldest first. */
export function listRules(db: Db) {
  return db.selectFrom('redirect_rules').select(COLUMNS).orderBy('id').execute();
}

export function insertRule(db: Db, rule: Insertable<RedirectRulesTable>) {
  return db.insertInto('redirect_rules').values(rule).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** Deletes one rule by id; the number of rows deleted. */
export async function deleteRule(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('redirect_rules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the rule from a path, if there is one. */
export async function deleteRuleFrom(db: Db, fromPath: string): Promise<void> {
  await db.deleteFrom('redirect_rules').where('from_path', '=', fromPath).execute();
}

/** Points every rule that ends at `oldTarget` at `newTarget`. */
export async function retargetRules(db: Db, oldTarget: string, newTarget: string): Promise<void> {
  await db.updateTable('redirect_rules').set({ to_path: newTarget }).where('to_path', '=', oldTarget).execute();
}
