import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readJsonColumn } from '../../lib/json-column';
import type { Locale } from '../../lib/locale';

/** Every row of `settings`, parsed from JSON, keyed by name. */
export async function readSettings(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, readJsonColumn(row.value)]));
}

/** One row of `settings`, parsed from JSON; undefined when it is missing. */
export async function readSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? readJsonColumn(row.value) : undefined;
}

/** The key, path and title of every content page in a language. */
export function contentPageTitles(db: Kysely<Database>, locale: Locale) {
  return db.selectFrom('content_pages').select(['key', 'path', 'title']).where('locale', '=', locale).execute();
}
