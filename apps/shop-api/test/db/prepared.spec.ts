import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { executePrepared, isOneOf, oneOf, PREPARED } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
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

  it('runs a built query with oneOf as a prepared one, with the rows it would answer unprepared', async () => {
    const ids = await sellableVariantIds(shop(), 4);
    const { db } = shop();
    for (const wanted of [ids.slice(0, 1), ids, [...ids.slice(2), 2_147_000_000]]) {
      const query = db
        .selectFrom('product_variants')
        .select(['id', 'sku'])
        .where(oneOf(db, 'id', wanted))
        .orderBy('id');
      const rows = await executePrepared(db, query);
      expect(rows).toEqual(
        await db.selectFrom('product_variants').select(['id', 'sku']).where('id', 'in', wanted).orderBy('id').execute(),
      );
      expect(rows.map((row) => row.id)).toEqual(wanted.filter((id) => ids.includes(id)).sort((a, b) => a - b));
    }
  });

  // SQLite keeps its statements in a cache by text and needs no such care.
  if (database !== 'postgres') return;
  /**
   * Runs `run(connection, ids)` for every length of a list of variant ids on one connection: how
   * many statements whose text holds the marker that connection then keeps prepared.
   */
  const statementsKept = async (
    marker: string,
    run: (connection: Kysely<Database>, ids: number[]) => Promise<unknown>,
  ) => {
    const ids = await sellableVariantIds(shop(), 6);
    return shop()
      .db.connection()
      .execute(async (connection) => {
        for (let length = 1; length <= ids.length; length += 1) await run(connection, ids.slice(0, length));
        const { rows } = await sql<{
          count: string;
        }>`select count(*) as count from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`.execute(
          connection,
        );
        return Number(rows[0]?.count);
      });
  };

  it('keeps one statement per built query run with executePrepared, whatever the length of its oneOf list', async () => {
    const marker = `oneof_${Date.now()}`;
    const count = await statementsKept(marker, (connection, ids) =>
      executePrepared(
        connection,
        connection
          .selectFrom('product_variants')
          .select([sql.lit(marker).as('marker'), 'id'])
          .where(oneOf(connection, 'id', ids)),
      ),
    );
    expect(count).toBe(1);
  });

  it('keeps one statement per query on a connection, not one per length of the list', async () => {
    const marker = `isoneof_${Date.now()}`;
    const count = await statementsKept(marker, (connection, ids) =>
      sql`${sql.raw(PREPARED)}select id, ${sql.lit(marker)} as marker from product_variants where id ${isOneOf(connection, ids)}`.execute(
        connection,
      ),
    );
    expect(count).toBe(1);
  });
});
