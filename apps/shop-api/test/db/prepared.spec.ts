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

  it('plans a joined query over a list once: PostgreSQL keeps its generic plan, whatever the lists', async () => {
    const plans = await shop()
      .db.connection()
      .execute(async (connection) => {
        // Tables large enough that a short list's own estimate makes a custom plan look far cheaper
        // than the generic one: with the list visible, PostgreSQL plans the join on every run.
        await sql`create temp table plan_a as select g as id, g as b from generate_series(1, 50000) g`.execute(
          connection,
        );
        await sql`create temp table plan_b as select g as id, 'v' || g as v from generate_series(1, 50000) g`.execute(
          connection,
        );
        await sql`alter table plan_a add primary key (id)`.execute(connection);
        await sql`alter table plan_b add primary key (id)`.execute(connection);
        await sql`analyze plan_a, plan_b`.execute(connection);
        // Five custom plans come first by PostgreSQL's rule; the runs after them must reuse one.
        for (let run = 0; run < 12; run += 1) {
          await sql`${sql.raw(PREPARED)}select a.id, b.v from plan_a a join plan_b b on b.id = a.b where a.id ${isOneOf(connection, [1, 2, 3 + run])}`.execute(
            connection,
          );
        }
        const { rows } = await sql<{
          generic_plans: string;
          custom_plans: string;
        }>`select generic_plans, custom_plans from pg_prepared_statements where statement like '%join plan_b b%' and statement not like '%pg_prepared_statements%'`.execute(
          connection,
        );
        await sql`drop table plan_a, plan_b`.execute(connection);
        return rows.map((row) => ({ generic: Number(row.generic_plans), custom: Number(row.custom_plans) }));
      });
    expect(plans).toEqual([{ generic: 7, custom: 5 }]);
  });
});
