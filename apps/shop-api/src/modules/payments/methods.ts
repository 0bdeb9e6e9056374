import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import type { Database, Locale } from '../../db/schema';
import { activePaymentMethods, deliveryMethodCodes } from './repository';
import { readJsonColumn } from '../../lib/json-column';

export type PaymentProviderName = 'test' | 'stripe';

export interface PaymentMethodRecord {
  id: number;
  code: string;
  provider: PaymentProviderName;
  online: boolean;
  /** Delivery method ids this method is limited to; null: any. */
  deliveryMethodIds: number[] | null;
  name: string;
  description: string;
}

/** Whether a provider can take payments in this process: the test gateway when on, Stripe when its keys are set. */
export function providerEnabled(env: Env, provider: string): provider is PaymentProviderName {
  if (provider === 'test') return env.TEST_GATEWAY;
  if (provider === 'stripe') return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
  return false;
}

/**
 * The active payment methods that can be used now, in display order, with their texts in `locale`.
 * An online method needs its provider enabled; an offline one (paid at pickup) is always there.
 */
export async function usablePaymentMethods(
  db: Kysely<Database>,
  env: Env,
  locale: Locale,
): Promise<PaymentMethodRecord[]> {
  const [rows, deliveries] = await Promise.all([activePaymentMethods(db, locale), deliveryMethodCodes(db)]);
  const deliveryIdOf = new Map(deliveries.map((delivery) => [delivery.code, delivery.id]));
  return rows.flatMap((row): PaymentMethodRecord[] => {
    const online = row.online === 1;
    if (online ? !providerEnabled(env, row.provider) : row.provider !== 'test' && row.provider !== 'stripe') return [];
    const codes = row.delivery_method_codes === null ? null : readJsonColumn<string[]>(row.delivery_method_codes);
    return [
      {
        id: row.id,
        code: row.code,
        provider: row.provider as PaymentProviderName,
        online,
        deliveryMethodIds: codes === null ? null : codes.flatMap((code) => deliveryIdOf.get(code) ?? []),
        name: row.name,
        description: row.description,
      },
    ];
  });
}

/** Whether a payment method may pay for an order delivered by this method. */
export const allowsDelivery = (method: PaymentMethodRecord, deliveryMethodId: number) =>
  method.deliveryMethodIds === null || method.deliveryMethodIds.includes(deliveryMethodId);
