import type { Kysely } from 'kysely';
import type { Database, Timestamp } from './schema';

/** The nullable timestamp columns of a table: each records that something happened, once. */
export type StampColumn<T extends keyof Database> = {
  [C in keyof Database[T] & string]: null extends Database[T][C]
    ? Database[T][C] extends Timestamp | null
      ? C
      : never
    : never;
}[keyof Database[T] & string];

/**
 * Sets a row's empty timestamp column (`used_at`, `consumed_at`, `email_verified_at`…) in one
 * guarded statement: true for the one caller that set it, false when it was set already or there
 * is no such row. Racing requests cannot both win.
 */
export async function stampOnce<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  column: StampColumn<T>,
  id: number,
  at: Timestamp,
): Promise<boolean> {
  // The signature checks table and column; Kysely cannot type a builder over a table parameter,
  // so the statement sees the tables as plain rows of numbers.
  const rows = db as unknown as Kysely<Record<string, Record<string, number | null>>>;
  const result = await rows
    .updateTable(table as string)
    .set({ [column]: at })
    .where('id', '=', id)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
