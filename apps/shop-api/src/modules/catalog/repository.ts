import type { Kysely } from 'kysely';
import type { Database, Locale } from '../../db/schema';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  uri: string;
  path: string;
  weight: number;
  collapse: number;
  active: number;
  name: string;
  seo_title: string;
  seo_description: string;
}

/** Every category with its name in one language, ordered by weight then name. */
export function listCategories(db: Kysely<Database>, locale: Locale): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories as c')
    .innerJoin('category_translations as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale))
    .select(['c.id', 'c.parent_id', 'c.uri', 'c.path', 'c.weight', 'c.collapse', 'c.active', 't.name', 't.seo_title', 't.seo_description'])
    .orderBy('c.weight')
    .orderBy('t.name')
    .execute();
}
