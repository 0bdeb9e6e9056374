import { sql } from 'kysely';
import type { MigrationContext } from './helpers';

const COLUMNS = ['length_mm', 'width_mm', 'height_mm', 'volume_cm3'] as const;

/**
 * The size of a variant where the shop states it (spec, section 5: the product card shows weight
 * and dimensions with 3 decimals, volume with 5): length, width and height in millimetres (a
 * towel has no height) and volume in cubic centimetres; NULL where unstated.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  for (const column of COLUMNS) {
    await ctx.db.schema
      .alterTable('product_variants')
      .addColumn(column, 'integer', (col) => col.check(sql`${sql.ref(column)} > 0`))
      .execute();
  }
}

export async function down(ctx: MigrationContext): Promise<void> {
  for (const column of [...COLUMNS].reverse())
    await ctx.db.schema.alterTable('product_variants').dropColumn(column).execute();
}
