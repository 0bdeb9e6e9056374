import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { isOneOf, PREPARED } from '../../src/db/database';
import { describeEachDatabase } from '../helpers/build-app';
import { sellableVariantIds } from '../helpers/variants';

describeEachDatabase('prepared queries over lists of ids (isOneOf)', (shop, database) => {
  it('finds exactly the listed rows, whatever the length of the list', async () => {
    const ids = await sellableVariantIds(shop(), 5);
    for (const wanted of [ids.slice(0, 1), ids.slice(1, 3), ids, [...ids, 2_147_000_000]]) {
      const { rows } = await sql<{
        id: number;
      }>`${sql.raw(PREPARED)}select id from product_variants where id ${isOneOf(shop().db, wanted)} order by id`.execute(
        shop().db,
      );
      expect(rows.map((row) => row.id)).toEqual(wanted.filter((id) => ids.includes(id)).sort((a, b) => a - b));
    }
  });

  // SQLite keeps its statements in a cache by text and needs no such care.
  if (database !== 'postgres') return;
  it('keeps one statement per query on a connection, not one per length of the list', async () => {
    const ids = await sellableVariantIds(shop(), 6);
    const marker = `isoneof_${Date.now()}`;
    const count = await shop()
      .db.connection()
      .execute(async (connection) => {
        for (let length = 1; length <= ids.length; length += 1) {
          await sql`${sql.raw(PREPARED)}select id, ${sql.lit(marker)} as marker from product_variants where id ${isOneOf(connection, ids.slice(0, length))}`.execute(
            connection,
          );
        }
        const { rows } = await sql<{
          count: string;
        }>`select count(*) as count from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`.execute(
          connection,
        );
        return Number(rows[0]?.count);
      });
    expect(count).toBe(1);
  });
});
