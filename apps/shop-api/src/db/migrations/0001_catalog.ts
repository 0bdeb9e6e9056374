import { sql } from 'kysely';
import { addFlag, createIndex, createTableWithId, dropTables, type MigrationContext } from './helpers';

/** Settings and the catalogue: categories, colours, sizes, products, variants, images, size charts. */
export async function up(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  let categories = createTableWithId(ctx, 'categories')
    .addColumn('parent_id', 'integer', (col) => col.references('categories.id').onDelete('restrict'))
    .addColumn('uri', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull().unique())
    .addColumn('weight', 'integer', (col) => col.notNull().defaultTo(0));
  categories = addFlag(categories, 'collapse', 0);
  categories = addFlag(categories, 'active', 1);
  await categories.addColumn('created_at', 'bigint', (col) => col.notNull()).execute();
  await createIndex(ctx, 'categories', ['parent_id', 'weight']);

  await db.schema
    .createTable('category_translations')
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('seo_title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('seo_description', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('category_translations_pkey', ['category_id', 'locale'])
    .execute();

  await createTableWithId(ctx, 'colors')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('hex', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('color_translations')
    .addColumn('color_id', 'integer', (col) => col.notNull().references('colors.id').onDelete('cascade'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('color_translations_pkey', ['color_id', 'locale'])
    .execute();

  await createTableWithId(ctx, 'sizes')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  let products = createTableWithId(ctx, 'products')
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('shape', 'text', (col) => col.notNull());
  products = addFlag(products, 'active', 1);
  await products
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndex(ctx, 'products', ['category_id', 'created_at']);
  await createIndex(ctx, 'products', ['created_at']);

  await db.schema
    .createTable('product_translations')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description_html', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('material', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('search_key', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('product_translations_pkey', ['product_id', 'locale'])
    .execute();

  let variants = createTableWithId(ctx, 'product_variants')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'text', (col) => col.notNull().unique())
    .addColumn('color_id', 'integer', (col) => col.notNull().references('colors.id').onDelete('restrict'))
    .addColumn('size_id', 'integer', (col) => col.notNull().references('sizes.id').onDelete('restrict'))
    .addColumn('price_minor', 'integer', (col) => col.notNull())
    .addColumn('discount_price_minor', 'integer')
    .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('weight_grams', 'integer', (col) => col.notNull().defaultTo(0));
  variants = addFlag(variants, 'active', 1);
  await variants
    .addCheckConstraint('product_variants_stock_check', sql`stock >= 0`)
    .addCheckConstraint(
      'product_variants_price_check',
      sql`price_minor >= 0 and (discount_price_minor is null or (discount_price_minor >= 0 and discount_price_minor <= price_minor))`,
    )
    .addCheckConstraint('product_variants_weight_check', sql`weight_grams >= 0`)
    .addUniqueConstraint('product_variants_product_color_size_key', ['product_id', 'color_id', 'size_id'])
    .execute();
  await createIndex(ctx, 'product_variants', ['color_id']);
  await createIndex(ctx, 'product_variants', ['size_id']);

  await createTableWithId(ctx, 'product_images')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('color_id', 'integer', (col) => col.references('colors.id').onDelete('set null'))
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await createIndex(ctx, 'product_images', ['product_id', 'color_id', 'sort']);
  await createIndex(ctx, 'product_images', ['color_id']);

  await createTableWithId(ctx, 'size_charts')
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('columns', 'text', (col) => col.notNull())
    .addColumn('rows', 'text', (col) => col.notNull())
    .addUniqueConstraint('size_charts_category_locale_key', ['category_id', 'locale'])
    .execute();
}

export async function down(ctx: MigrationContext): Promise<void> {
  await dropTables(ctx, [
    'size_charts',
    'product_images',
    'product_variants',
    'product_translations',
    'products',
    'sizes',
    'color_translations',
    'colors',
    'category_translations',
    'categories',
    'settings',
  ]);
}
