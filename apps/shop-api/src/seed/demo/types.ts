/**
 * Types of the demo catalogue. Pure data: no database ids, no I/O. The seeder maps these onto
 * its tables (keys become foreign keys, money stays integer euro cents).
 */
import type { Locale } from '@shop/locale';

import type { ContentPageKey } from '@shop/api-schemas';

export type { Locale };

/** A text in every language of the shop. */
export type LocalisedText = Record<Locale, string>;

export interface DemoCategory {
  /** Stable key, referenced by products and size charts. */
  key: string;
  /** Key of the parent category; null for a top-level category. */
  parentKey: string | null;
  /** Catalogue path under `/catalog/`, e.g. `women` or `women/swimsuits`. */
  uri: string;
  /** Sort order among siblings, ascending. */
  weight: number;
  /** Shown in the menus (top-level categories with collapse set form the main menu). */
  collapse: boolean;
  name: LocalisedText;
  seoDescription: LocalisedText;
}

export interface DemoColor {
  key: string;
  /** `#rrggbb`. */
  hex: string;
  name: LocalisedText;
}

export interface DemoSize {
  key: string;
  /** The label, or its words in each language (a unit, "One size"). */
  label: string | LocalisedText;
  sortOrder: number;
}

export type GarmentShape =
  | 'one-piece'
  | 'bikini'
  | 'trunks'
  | 'shorts'
  | 'goggles'
  | 'cap'
  | 'towel'
  | 'rashguard'
  | 'dress'
  | 'fins'
  | 'bag'
  | 'kids-suit';

export interface DemoVariant {
  sku: string;
  colorKey: string;
  sizeKey: string;
  /** Units in stock; 0 means sold out. */
  stock: number;
}

export interface DemoProduct {
  key: string;
  /** URL-safe and unique. */
  slug: string;
  categoryKey: string;
  shape: GarmentShape;
  name: LocalisedText;
  /** 2-4 sentences, plain text inside one or two `<p>` elements. */
  description: LocalisedText;
  material: LocalisedText;
  /** Regular price in euro cents. */
  priceMinor: number;
  /** 0, or 10..40. */
  discountPercent: number;
  createdDaysAgo: number;
  variants: DemoVariant[];
}

export interface DemoReview {
  productKey: string;
  authorName: string;
  /** 1..5 */
  rating: number;
  title: string;
  text: string;
  locale: Locale;
  daysAgo: number;
}

/** The contract's content pages, the size guide under its API name, and the home page. */
export type DemoContentPageKey = 'home' | 'size-table' | Exclude<ContentPageKey, 'size-guide'>;

export interface DemoContentPage {
  key: DemoContentPageKey;
  /** Storefront path without the locale prefix (`/`, `/size-guide`, …). */
  path: string;
  title: LocalisedText;
  seoDescription: LocalisedText;
  h1: LocalisedText;
  html: LocalisedText;
}

export type DeliveryType = 'courier' | 'pickup' | 'post';

export interface DemoDeliveryZone {
  /** ISO 3166-1 alpha-2 country codes. */
  countries: readonly string[];
  /** The price up to the first weight rate (or for any weight, without rates). */
  priceMinor: number;
  minDays: number;
  maxDays: number;
  /** Heavier parcels, lightest first: from `overGrams` the price is `priceMinor`. */
  weightRates?: Array<{ overGrams: number; priceMinor: number }>;
  /** Delivery windows a courier offers on business days, as HH:MM. */
  timeSlots?: Array<{ from: string; to: string }>;
}

export interface DemoPickupPoint {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  openingHours: LocalisedText;
}

export interface DemoDeliveryMethod {
  code: string;
  type: DeliveryType;
  name: LocalisedText;
  description: LocalisedText;
  zones: DemoDeliveryZone[];
  /** Delivery is free when the cart (after discounts) reaches this amount; null: never free. */
  freeFromMinor: number | null;
  /** Heaviest parcel accepted, grams; null: no limit. */
  maxWeightGrams: number | null;
  /** Only for `pickup` methods at our own store. */
  pickupPoint?: DemoPickupPoint;
}

export type PaymentProvider = 'test' | 'stripe';

export interface DemoPaymentMethod {
  code: string;
  provider: PaymentProvider;
  name: LocalisedText;
  description: LocalisedText;
  /** Paid online at checkout (false: paid offline, e.g. cash at pickup). */
  online: boolean;
  /** Delivery methods this payment method is limited to; null: all. */
  deliveryMethodCodes: string[] | null;
}

export type PromoCodeType = 'percentage' | 'fixed' | 'free_delivery';

export interface DemoPromoCode {
  code: string;
  type: PromoCodeType;
  /** Percent for `percentage`, euro cents for `fixed`, 0 for `free_delivery`. */
  value: number;
  minCartMinor: number;
  validFromDaysAgo: number;
  /** Days of validity counted from the start; null: open-ended. */
  validForDays: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Storefront path to open after the code is applied; null: stay. */
  redirect: string | null;
}

export interface DemoSizeChartRow {
  size: string;
  values: string[];
}

export interface DemoSizeChart {
  categoryKey: string;
  title: LocalisedText;
  columns: LocalisedText[];
  rows: DemoSizeChartRow[];
}

export interface DemoCatalogue {
  categories: DemoCategory[];
  colors: DemoColor[];
  sizes: DemoSize[];
  products: DemoProduct[];
  reviews: DemoReview[];
  promoCodes: DemoPromoCode[];
  deliveryMethods: DemoDeliveryMethod[];
  paymentMethods: DemoPaymentMethod[];
  sizeCharts: DemoSizeChart[];
}

export interface DemoSocialLinks {
  facebook: string;
  instagram: string;
  youtube: string;
  whatsapp: string;
}

export interface DemoAddress {
  street: string;
  postcode: string;
  city: string;
  country: string;
}

export interface DemoSettings {
  companyName: string;
  businessId: string;
  vatNumber: string;
  address: DemoAddress;
  email: string;
  phone: string;
  hotlinePhone: string;
  whatsapp: string;
  social: DemoSocialLinks;
  b2bUrl: string;
  currency: { code: string; sign: string };
  country: string;
  defaultLocale: Locale;
  gpsrEnabled: boolean;
  companyText: LocalisedText;
}
