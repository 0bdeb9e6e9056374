import type { Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely/migration';
import { dialectOf } from './database';
import { migrationsFor } from './migrations';
import type { Database } from './schema';

export interface MigrateOptions {
  /** PostgreSQL only: keep Kysely's bookkeeping tables in this schema too. */
  schema?: string | undefined;
}

function migratorFor(db: Kysely<Database>, options: MigrateOptions): Migrator {
  const migrations = migrationsFor(dialectOf(db));
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((migration) => migration.status === 'Error');
    const error = result.error instanceof Error ? result.error : new Error(String(result.error));
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed: ${error.message}`, { cause: error });
  }
  return (result.results ?? []).map((migration) => migration.migrationName);
}

/** Brings the schema to the latest migration; returns the names of those applied now. */
export async function migrateToLatest(db: Kysely<Database>, options: MigrateOptions = {}): Promise<string[]> {
  return unwrap(await migratorFor(db, options).migrateToLatest());
}

/** Undoes every migration (drops every table); used by `seed --reset` on PostgreSQL and by tests. */
export async function migrateDownToNothing(db: Kysely<Database>, options: MigrateOptions = {}): Promise<string[]> {
  return unwrap(await migratorFor(db, options).migrateTo(NO_MIGRATIONS));
}
