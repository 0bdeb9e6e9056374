import { dropTables, type MigrationContext } from './helpers';

/**
 * A size's label in a language, where it has words or units to translate ("One size", "70×140
 * cm"); a size without one for the language shows `sizes.label`.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  await ctx.db.schema
    .createTable('size_translations')
    .addColumn('size_id', 'integer', (col) => col.notNull().references('sizes.id').onDelete('cascade'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('size_translations_pkey', ['size_id', 'locale'])
    .execute();
}

export async function down(ctx: MigrationContext): Promise<void> {
  await dropTables(ctx, ['size_translations']);
}
