import type { DeliveryType, Locale } from '../../db/schema';

/**
 * The delivery rate tables, pure: which zone of a method serves a country, what a parcel of a
 * given weight costs there, when it is free, how long it takes, and which options (our store as a
 * pickup point, a courier's time slots) it offers. Money in integer minor units.
 */

export interface WeightRate {
  /** From this weight (exclusive) the parcel costs `price_minor`. */
  over_grams: number;
  price_minor: number;
}

export interface TimeWindow {
  from: string;
  to: string;
}

export interface DeliveryZone {
  countries: string[];
  /** Up to the first weight rate. */
  price_minor: number;
  min_days: number;
  max_days: number;
  weight_rates: WeightRate[];
  time_slots: TimeWindow[];
}

export interface PickupPoint {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  opening_hours: Record<Locale, string>;
}

/** A delivery method as the rules see it (parsed from its row). */
export interface RatedMethod {
  id: number;
  code: string;
  type: DeliveryType;
  zones: DeliveryZone[];
  free_from_minor: number | null;
  max_weight_grams: number | null;
  pickup_point: PickupPoint | null;
}

/** The zone of a method that serves a country, or null when the method does not ship there. */
export function zoneFor(method: RatedMethod, countryCode: string): DeliveryZone | null {
  return method.zones.find((zone) => zone.countries.includes(countryCode)) ?? null;
}

/** Whether a parcel of this weight may go by the method (no limit, or within it). */
export const carries = (method: RatedMethod, weightGrams: number) =>
  method.max_weight_grams === null || weightGrams <= method.max_weight_grams;

/** What the cart is, for a price: its goods after every discount, its weight, and a free-delivery code. */
export interface ParcelFacts {
  goodsMinor: number;
  weightGrams: number;
  freeDeliveryCode: boolean;
}

/**
 * A parcel's price in a zone: the heaviest weight rate it exceeds, else the zone's price; 0 when
 * the goods reach the method's free-from amount or a free-delivery promo code applies.
 */
export function deliveryPrice(
  method: RatedMethod,
  zone: DeliveryZone,
  parcel: ParcelFacts,
): { priceMinor: number; free: boolean } {
  const free =
    parcel.freeDeliveryCode || (method.free_from_minor !== null && parcel.goodsMinor >= method.free_from_minor);
  if (free) return { priceMinor: 0, free: true };
  let priceMinor = zone.price_minor;
  for (const rate of [...zone.weight_rates].sort((a, b) => a.over_grams - b.over_grams)) {
    if (parcel.weightGrams > rate.over_grams) priceMinor = rate.price_minor;
  }
  return { priceMinor, free: priceMinor === 0 };
}

const DAYS = {
  en: (count: number) => (count === 1 ? 'business day' : 'business days'),
  ru: (count: number) => {
    const rule = new Intl.PluralRules('ru').select(count);
    return rule === 'one' ? 'рабочий день' : rule === 'few' ? 'рабочих дня' : 'рабочих дней';
  },
} as const;

/** "1–3 business days", "1 рабочий день"; "today or next business day" for 0–1. */
export function deliveryTimeLabel(minDays: number, maxDays: number, locale: Locale): string {
  if (maxDays === 0) return locale === 'ru' ? 'Сегодня' : 'Today';
  if (minDays === 0)
    return locale === 'ru'
      ? `Сегодня или за ${maxDays} ${DAYS.ru(maxDays)}`
      : `Today or within ${maxDays} ${DAYS.en(maxDays)}`;
  const span = minDays === maxDays ? `${maxDays}` : `${minDays}–${maxDays}`;
  return `${span} ${DAYS[locale](maxDays)}`;
}

export interface DeliveryOptionAnswer {
  id: string;
  kind: 'pickup_point' | 'time_slot';
  name: string;
  address: string | null;
  city: string | null;
  postcode: string | null;
  location: { lat: number; lng: number } | null;
  opening_hours: string | null;
  slot: { date: string; from: string; to: string } | null;
}

/** Business days offered for a courier's time slots. */
export const SLOT_DAYS = 5;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The next `count` business days (Monday to Friday, UTC calendar) at least `minDays` after `now`. */
export function businessDays(now: number, minDays: number, count: number): Date[] {
  const days: Date[] = [];
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  let skipped = 0;
  while (days.length < count) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    skipped += 1;
    if (skipped >= Math.max(minDays, 1)) days.push(new Date(day));
  }
  return days;
}

/**
 * A method's options in a zone: our store when the method is a pickup at it, and the courier's
 * time slots on the next business days it can deliver. Ids are stable for the same day and
 * window, so one listed at the options call is still accepted at checkout.
 */
export function deliveryOptions(
  method: RatedMethod,
  zone: DeliveryZone,
  locale: Locale,
  now: number,
): DeliveryOptionAnswer[] {
  const options: DeliveryOptionAnswer[] = [];
  const point = method.pickup_point;
  if (point) {
    options.push({
      id: `store.${method.code}`,
      kind: 'pickup_point',
      name: point.name,
      address: `${point.street}, ${point.postcode} ${point.city}`,
      city: point.city,
      postcode: point.postcode,
      location: null,
      opening_hours: point.opening_hours[locale],
      slot: null,
    });
  }
  if (zone.time_slots.length > 0) {
    const dayName = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    for (const day of businessDays(now, zone.min_days, SLOT_DAYS)) {
      for (const window of zone.time_slots) {
        const date = isoDate(day);
        options.push({
          id: `slot.${date}.${window.from.replace(':', '')}-${window.to.replace(':', '')}`,
          kind: 'time_slot',
          name: `${dayName.format(day)}, ${window.from}–${window.to}`,
          address: null,
          city: null,
          postcode: null,
          location: null,
          opening_hours: null,
          slot: { date, from: window.from, to: window.to },
        });
      }
    }
  }
  return options;
}

/** Whether a method has options to choose from in a zone (then checkout requires one). */
export const hasOptions = (method: RatedMethod, zone: DeliveryZone) =>
  method.pickup_point !== null || zone.time_slots.length > 0;
