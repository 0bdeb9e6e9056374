import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampOnce } from '../../src/db/stamp-once';
import { buildTestApp, testDatabases, type TestShop } from '../helpers/build-app';

for (const database of testDatabases()) {
  describe(`stampOnce [${database}]`, () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await buildTestApp({ database, seed: false });
    });
    afterAll(async () => {
      await shop?.close();
    });

    const insertCode = async () => {
      const row = await shop.db
        .insertInto('email_codes')
        .values({
          identity: 'stamp-test',
          purpose: 'confirm',
          email: 'stamp@example.com',
          code_hash: 'hash',
          expires_at: 2_000,
          sent_at: 1_000,
          used_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const usedAt = async (id: number) =>
      (await shop.db.selectFrom('email_codes').select('used_at').where('id', '=', id).executeTakeFirstOrThrow())
        .used_at;

    it('sets an empty column once: the first caller wins and the stamp stays', async () => {
      const id = await insertCode();
      const other = await insertCode();
      expect(await stampOnce(shop.db, 'email_codes', 'used_at', id, 5_000)).toBe(true);
      expect(await stampOnce(shop.db, 'email_codes', 'used_at', id, 6_000)).toBe(false);
      expect(await usedAt(id)).toBe(5_000);
      expect(await usedAt(other)).toBeNull();
    });

    it('lets exactly one of racing callers win', async () => {
      const id = await insertCode();
      const results = await Promise.all([1, 2, 3, 4].map((n) => stampOnce(shop.db, 'email_codes', 'used_at', id, n)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await usedAt(id)).toBe(results.indexOf(true) + 1);
    });

    it('is false for no such row', async () => {
      expect(await stampOnce(shop.db, 'email_codes', 'used_at', 999_999, 5_000)).toBe(false);
    });
  });
}
