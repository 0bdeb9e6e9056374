import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The condition "category `c` is this category or under it" (`women` and `women/…`), for queries
 * joining `categories as c`. substr() rather than LIKE, so `_` in a path is no wildcard; it reads
 * alike on SQLite and PostgreSQL.
 */
export function inCategoryTree(categoryPath: string): RawBuilder<SqlBool> {
  const prefix = `${categoryPath}/`;
  return sql<SqlBool>`(${sql.ref('c.path')} = ${categoryPath} or substr(${sql.ref('c.path')}, 1, ${prefix.length}) = ${prefix})`;
}
