import type { Kysely } from 'kysely';
import { executePrepared, oneOf } from '../../db/database';
import type { Database, Locale } from '../../db/schema';
import type { DeliveryZone, PickupPoint, RatedMethod } from './rates';
import { readJsonColumn } from '../../lib/json-column';
import { keptReferenceRows } from '../../lib/reference-rows';

export interface DeliveryMethodRecord extends RatedMethod {
  name: string;
  description: string;
}

/** The active delivery methods in display order, with their texts in `locale` and rate tables parsed. */
export function activeDeliveryMethods(db: Kysely<Database>, locale: Locale): Promise<DeliveryMethodRecord[]> {
  return keptReferenceRows(db, `delivery-methods:${locale}`, () => readDeliveryMethods(db, locale));
}

async function readDeliveryMethods(db: Kysely<Database>, locale: Locale): Promise<DeliveryMethodRecord[]> {
  const rows = await db
    .selectFrom('delivery_methods as m')
    .innerJoin('delivery_method_translations as t', (join) =>
      join.onRef('t.delivery_method_id', '=', 'm.id').on('t.locale', '=', locale),
    )
    .select([
      'm.id',
      'm.code',
      'm.type',
      'm.zones',
      'm.free_from_minor',
      'm.max_weight_grams',
      'm.pickup_point',
      't.name',
      't.description',
    ])
    .where('m.active', '=', 1)
    .orderBy('m.sort')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    type: row.type,
    name: row.name,
    description: row.description,
    zones: readJsonColumn<Array<Partial<DeliveryZone>>>(row.zones).map((zone) => ({
      countries: zone.countries ?? [],
      price_minor: zone.price_minor ?? 0,
      min_days: zone.min_days ?? 0,
      max_days: zone.max_days ?? 0,
      weight_rates: zone.weight_rates ?? [],
      time_slots: zone.time_slots ?? [],
    })),
    free_from_minor: row.free_from_minor,
    max_weight_grams: row.max_weight_grams,
    pickup_point: row.pickup_point === null ? null : readJsonColumn<PickupPoint>(row.pickup_point),
  }));
}

/** The shipping weight of each of these variants, by id. */
export async function variantWeights(
  db: Kysely<Database>,
  variantIds: readonly number[],
): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  // One prepared statement whatever the number of variants (every checkout and delivery quote asks).
  const rows = await executePrepared(
    db,
    db
      .selectFrom('product_variants')
      .select(['id', 'weight_grams'])
      .where(oneOf(db, 'id', variantIds)),
  );
  return new Map(rows.map((row) => [row.id, row.weight_grams]));
}
