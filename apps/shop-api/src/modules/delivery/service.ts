import type { Kysely } from 'kysely';
import type { Database, Locale } from '../../db/schema';
import { notFound, validationFailed } from '../../http/problem';
import { priceCartItems, type CartItemInput } from '../cart/service';
import type { CartPricing } from '../cart/pricing';
import { toMajor } from '../products/service';
import { DELIVERY_ERRORS } from './constants';
import {
  carries,
  deliveryOptions,
  deliveryPrice,
  deliveryTimeLabel,
  hasOptions,
  zoneFor,
  type DeliveryOptionAnswer,
  type DeliveryZone,
} from './rates';
import { activeDeliveryMethods, variantWeights, type DeliveryMethodRecord } from './repository';

export interface DeliveryDestination {
  country_code: string;
  city?: string | null | undefined;
  postcode?: string | null | undefined;
}

/** A cart as delivery sees it: priced (goods after discounts, a free-delivery code) and weighed. */
export interface WeighedCart {
  pricing: CartPricing;
  currency: string;
  weightGrams: number;
}

/** Prices and weighs the lines a client sent (unknown variants are the cart's 400). */
export async function weighCart(
  db: Kysely<Database>,
  items: readonly CartItemInput[],
  promocode: string | null | undefined,
): Promise<WeighedCart> {
  const [{ pricing, currency }, weights] = await Promise.all([
    priceCartItems(db, items, promocode),
    variantWeights(
      db,
      items.map((item) => item.product_variant_id),
    ),
  ]);
  return { pricing, currency, weightGrams: weightOf(items, weights) };
}

/** The weight of the lines a client sent, in grams (unknown variants weigh nothing). */
export async function cartWeight(db: Kysely<Database>, items: readonly CartItemInput[]): Promise<number> {
  const weights = await variantWeights(
    db,
    items.map((item) => item.product_variant_id),
  );
  return weightOf(items, weights);
}

export function weightOf(items: readonly CartItemInput[], weights: ReadonlyMap<number, number>): number {
  return items.reduce((sum, item) => sum + (weights.get(item.product_variant_id) ?? 0) * item.quantity, 0);
}

/** A method offered for the destination and parcel, with the zone that serves it. */
interface Offer {
  method: DeliveryMethodRecord;
  zone: DeliveryZone;
}

function offers(methods: readonly DeliveryMethodRecord[], countryCode: string, weightGrams: number | null): Offer[] {
  return methods.flatMap((method) => {
    const zone = zoneFor(method, countryCode);
    if (!zone || (weightGrams !== null && !carries(method, weightGrams))) return [];
    return [{ method, zone }];
  });
}

/** A quote of one offer for a cart: price, whether free, and the promised time. */
export function quote(offer: Offer, cart: WeighedCart, locale: Locale) {
  const { priceMinor, free } = deliveryPrice(offer.method, offer.zone, {
    goodsMinor: cart.pricing.totalMinor,
    weightGrams: cart.weightGrams,
    freeDeliveryCode: cart.pricing.freeDelivery,
  });
  return {
    priceMinor,
    free,
    time: {
      min_days: offer.zone.min_days,
      max_days: offer.zone.max_days,
      label: deliveryTimeLabel(offer.zone.min_days, offer.zone.max_days, locale),
    },
  };
}

/** `POST /api/v1/deliveries`: the methods that ship to the destination and carry the cart, priced. */
export async function listDeliveries(
  db: Kysely<Database>,
  locale: Locale,
  body: { destination: DeliveryDestination; items: readonly CartItemInput[]; promocode?: string | null | undefined },
) {
  const [cart, methods] = await Promise.all([
    weighCart(db, body.items, body.promocode),
    activeDeliveryMethods(db, locale),
  ]);
  return {
    methods: offers(methods, body.destination.country_code, cart.weightGrams).map((offer) => {
      const { priceMinor, time } = quote(offer, cart, locale);
      return {
        id: offer.method.id,
        code: offer.method.code,
        name: offer.method.name,
        description: offer.method.description,
        type: offer.method.type,
        price: toMajor(priceMinor),
        currency: cart.currency,
        min_days: time.min_days,
        max_days: time.max_days,
        free_from: offer.method.free_from_minor === null ? null : toMajor(offer.method.free_from_minor),
        has_options: hasOptions(offer.method, offer.zone),
      };
    }),
  };
}

/** The offer of one method for a country (weight unchecked when null), or 404. */
async function findOffer(
  db: Kysely<Database>,
  locale: Locale,
  deliveryId: number,
  countryCode: string,
  weightGrams: number | null,
): Promise<Offer> {
  const offer = offers(await activeDeliveryMethods(db, locale), countryCode, weightGrams).find(
    (candidate) => candidate.method.id === deliveryId,
  );
  if (!offer) throw notFound('This delivery method does not ship there.');
  return offer;
}

/** `POST /api/v1/deliveries/{deliveryId}/options`. */
export async function listDeliveryOptions(
  db: Kysely<Database>,
  locale: Locale,
  deliveryId: number,
  body: { destination: DeliveryDestination },
  now = Date.now(),
) {
  const offer = await findOffer(db, locale, deliveryId, body.destination.country_code, null);
  return { options: deliveryOptions(offer.method, offer.zone, locale, now) };
}

/**
 * The option chosen for an offer: the one named, the only one when there is exactly one and none
 * is named, and null for a method without options. A named option the method does not have is a
 * 400 on `field`; none named where several exist is `delivery.option_required`.
 */
export function chosenOption(
  offer: Offer,
  optionId: string | null | undefined,
  locale: Locale,
  now: number,
  field: string,
): DeliveryOptionAnswer | null {
  if (!hasOptions(offer.method, offer.zone)) {
    if (optionId)
      throw validationFailed({ [field]: [DELIVERY_ERRORS.unknownOption] }, 'This delivery method has no options.');
    return null;
  }
  const options = deliveryOptions(offer.method, offer.zone, locale, now);
  if (!optionId) {
    if (options.length === 1) return options[0] ?? null;
    throw validationFailed({ [field]: [DELIVERY_ERRORS.optionRequired] }, 'Choose a pickup point or a delivery time.');
  }
  const option = options.find((candidate) => candidate.id === optionId);
  if (!option)
    throw validationFailed({ [field]: [DELIVERY_ERRORS.unknownOption] }, 'This delivery option is not available.');
  return option;
}

/** `POST /api/v1/deliveries/{deliveryId}/calculate`. */
export async function calculateDelivery(
  db: Kysely<Database>,
  locale: Locale,
  deliveryId: number,
  body: {
    destination: DeliveryDestination;
    items: readonly CartItemInput[];
    option_id?: string | null | undefined;
    promocode?: string | null | undefined;
  },
  now = Date.now(),
) {
  const cart = await weighCart(db, body.items, body.promocode);
  const offer = await findOffer(db, locale, deliveryId, body.destination.country_code, cart.weightGrams);
  if (body.option_id) chosenOption(offer, body.option_id, locale, now, 'option_id');
  const { priceMinor, free, time } = quote(offer, cart, locale);
  return { price: toMajor(priceMinor), currency: cart.currency, time, free };
}

/** The active delivery methods in `locale` with their rates, for checkoutDelivery. */
export const deliveryMethods = (db: Kysely<Database>, locale: Locale) => activeDeliveryMethods(db, locale);

/**
 * Checkout's delivery: the method offered for the address and parcel (else 400 `delivery.id` →
 * `delivery.unavailable`), its option, price and time, from the server's own pricing of the cart.
 */
export async function checkoutDelivery(
  db: Kysely<Database>,
  locale: Locale,
  request: {
    deliveryId: number;
    optionId: string | null | undefined;
    countryCode: string;
    cart: WeighedCart;
    now: number;
    /** The active methods in `locale` when the caller has read them (deliveryMethods), else read here. */
    methods?: readonly DeliveryMethodRecord[];
  },
) {
  const methods = request.methods ?? (await activeDeliveryMethods(db, locale));
  const offer = offers(methods, request.countryCode, request.cart.weightGrams).find(
    (candidate) => candidate.method.id === request.deliveryId,
  );
  if (!offer)
    throw validationFailed(
      { 'delivery.id': [DELIVERY_ERRORS.unavailable] },
      'This delivery method does not ship to this address.',
    );
  const option = chosenOption(offer, request.optionId, locale, request.now, 'delivery.option_id');
  return { method: offer.method, option, ...quote(offer, request.cart, locale) };
}

export type CheckoutDelivery = Awaited<ReturnType<typeof checkoutDelivery>>;
