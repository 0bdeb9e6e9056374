import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { dialectOf } from '../../src/db/database';
import { migrateDownToNothing, migrateToLatest } from '../../src/db/migrate';
import { migrationsFor } from '../../src/db/migrations';
import type { Database } from '../../src/db/schema';
import { describeEachDatabase, withSchemaLock } from '../helpers/build-app';

/** Every table the schema types describe; the migrations must create exactly these. */
const tables: (keyof Database)[] = [
  'settings',
  'categories',
  'category_translations',
  'colors',
  'color_translations',
  'sizes',
  'size_translations',
  'products',
  'product_translations',
  'product_variants',
  'product_images',
  'size_charts',
  'promo_codes',
  'promo_code_usages',
  'customers',
  'customer_confirmed_emails',
  'email_codes',
  'email_confirmations',
  'auth_sessions',
  'password_resets',
  'social_accounts',
  'oauth_states',
  'carts',
  'cart_items',
  'wish_list_items',
  'delivery_methods',
  'delivery_method_translations',
  'payment_methods',
  'payment_method_translations',
  'orders',
  'order_lines',
  'payments',
  'payment_events',
  'gateway_events',
  'reviews',
  'review_likes',
  'content_pages',
  'redirect_rules',
  'idempotency_keys',
  'catalog_changes',
];

describeEachDatabase(
  'migrations',
  (shop, database) => {
    async function tableNames(): Promise<string[]> {
      const found = await shop().db.introspection.getTables();
      return found
        .filter((table) => !shop().schema || table.schema === shop().schema)
        .map((table) => table.name)
        .sort();
    }

    it('talk to the expected engine', () => {
      expect(dialectOf(shop().db)).toBe(database);
    });

    it('create every table of the domain model', async () => {
      expect(await tableNames()).toEqual([...tables].sort());
    });

    it('are idempotent: running them again applies nothing', async () => {
      expect(await withSchemaLock('shared', () => migrateToLatest(shop().db, { schema: shop().schema }))).toEqual([]);
    });

    it('give every table its columns as the schema types say', async () => {
      const found = await shop().db.introspection.getTables();
      const variants = found.find(
        (table) => table.name === 'product_variants' && (!shop().schema || table.schema === shop().schema),
      );
      expect(variants?.columns.map((column) => column.name).sort()).toEqual(
        [
          'active',
          'color_id',
          'discount_price_minor',
          'id',
          'price_minor',
          'product_id',
          'size_id',
          'sku',
          'stock',
          'weight_grams',
          'length_mm',
          'width_mm',
          'height_mm',
          'volume_cm3',
        ].sort(),
      );
    });

    it('enforce stock >= 0, the promo use limit and review ratings with CHECK constraints', async () => {
      const { db } = shop();
      const now = Date.now();
      const category = await db
        .insertInto('categories')
        .values({ uri: 'c', path: 'c', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const product = await db
        .insertInto('products')
        .values({ slug: 'p', category_id: category.id, shape: 'cap', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const color = await db
        .insertInto('colors')
        .values({ code: 'k', hex: '#000000' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const size = await db
        .insertInto('sizes')
        .values({ code: 'ONE', label: 'One size' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const variant = await db
        .insertInto('product_variants')
        .values({
          product_id: product.id,
          sku: 'P-1',
          color_id: color.id,
          size_id: size.id,
          price_minor: 1000,
          discount_price_minor: null,
          stock: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      await expect(
        db
          .updateTable('product_variants')
          .set({ stock: sql`stock - 2` })
          .where('id', '=', variant.id)
          .execute(),
      ).rejects.toThrow();
      // The guarded statement the checkout uses simply matches nothing.
      const guarded = await db
        .updateTable('product_variants')
        .set({ stock: sql`stock - 2` })
        .where('id', '=', variant.id)
        .where('stock', '>=', 2)
        .executeTakeFirst();
      expect(Number(guarded.numUpdatedRows)).toBe(0);

      const promo = await db
        .insertInto('promo_codes')
        .values({ code: 'ONCE', type: 'fixed', value: 500, usage_limit: 1, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('promo_codes')
        .set({ used_count: sql`used_count + 1` })
        .where('id', '=', promo.id)
        .execute();
      await expect(
        db
          .updateTable('promo_codes')
          .set({ used_count: sql`used_count + 1` })
          .where('id', '=', promo.id)
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('promo_codes')
          .values({ code: 'BAD', type: 'gift' as never, value: 1, created_at: now })
          .execute(),
      ).rejects.toThrow();

      await expect(
        db
          .insertInto('reviews')
          .values({
            product_id: product.id,
            customer_id: null,
            author_name: 'A',
            rating: 6,
            title: '',
            text: 't',
            locale: 'en',
            status: 'published',
            created_at: now,
            updated_at: now,
          })
          .execute(),
      ).rejects.toThrow();

      await db.deleteFrom('products').execute();
      await db.deleteFrom('promo_codes').execute();
      await db.deleteFrom('sizes').execute();
      await db.deleteFrom('colors').execute();
      await db.deleteFrom('categories').execute();
    });

    it('enforce foreign keys', async () => {
      const now = Date.now();
      await expect(
        shop()
          .db.insertInto('products')
          .values({ slug: 'orphan', category_id: 999_999, shape: 'cap', created_at: now, updated_at: now })
          .execute(),
      ).rejects.toThrow();
    });

    it('store epoch-millisecond timestamps and read them back as numbers', async () => {
      const { db } = shop();
      const at = 1_767_225_600_123;
      await db.insertInto('settings').values({ key: 'clock', value: '{}', updated_at: at }).execute();
      const row = await db
        .selectFrom('settings')
        .select(['updated_at', db.fn.countAll().as('n')])
        .where('key', '=', 'clock')
        .groupBy('updated_at')
        .executeTakeFirstOrThrow();
      expect(row.updated_at).toBe(at);
      expect(row.n).toBe(1);
      await db.deleteFrom('settings').where('key', '=', 'clock').execute();
    });

    it('can all be undone and applied again', async () => {
      const { db, schema } = shop();
      const names = Object.keys(migrationsFor(database));
      // Undoing drops tables, which another file's migrator may be introspecting: exclusive, as a schema drop.
      expect(await withSchemaLock('exclusive', () => migrateDownToNothing(db, { schema }))).toEqual(
        [...names].reverse(),
      );
      expect(await tableNames()).toEqual([]);
      expect(await withSchemaLock('shared', () => migrateToLatest(db, { schema }))).toEqual(names);
      expect(await tableNames()).toEqual([...tables].sort());
    });
  },
  { seed: false },
);
