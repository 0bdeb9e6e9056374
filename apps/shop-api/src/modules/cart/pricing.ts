import type { PromoCodeType } from '../../db/schema';
import type { PromoCodeReason } from '../promo/constants';

/**
 * The cart's arithmetic, pure and in integer minor units (the answer turns them into decimals).
 * The rules, as the contract states them for getCartPrices:
 * - a line's unit price after the product's discount (`sale`) and the promo code is computed in
 *   minor units and rounded half up, once per unit; the line total is that unit price × quantity,
 *   and the cart's total the sum of the line totals, so every figure shown adds up to the cent;
 * - `percentage`: each unit costs sale × (100 − p) / 100;
 * - `fixed`: the amount is spread over the units in proportion to their price, each unit costing
 *   sale × (goods − amount) / goods, where goods is the cart after product discounts; the total
 *   never goes below 0, and rounding per unit may move the discount from the nominal amount by
 *   less than half a cent per unit;
 * - `free_delivery`: prices are unchanged and `freeDelivery` is set;
 * - the minimum cart is compared with the goods after product discounts, before the code.
 */

/** A variant as pricing sees it. */
export interface PricedVariant {
  id: number;
  price_minor: number;
  discount_price_minor: number | null;
  stock: number;
  /** The variant, its product and its category are active. */
  sold: boolean;
}

export interface PricingLine {
  variant: PricedVariant;
  quantity: number;
}

/** The terms of a promo code, as stored. */
export interface PromoTerms {
  id: number;
  code: string;
  type: PromoCodeType;
  /** Percent for `percentage`, minor units for `fixed`. */
  value: number;
  min_cart_minor: number;
}

/** The code sent: as typed, its terms when it is usable apart from the cart, else why not. */
export interface PricingPromo {
  code: string;
  terms: PromoTerms | null;
  reason: PromoCodeReason | null;
}

export interface PricedLine {
  variantId: number;
  quantity: number;
  listMinor: number;
  unitMinor: number;
  lineMinor: number;
  stock: number;
  /** The variant, its product and its category are active. */
  sold: boolean;
  available: boolean;
}

export interface CartPricing {
  lines: PricedLine[];
  /** Σ list price × quantity. */
  listMinor: number;
  /** Σ line totals. */
  totalMinor: number;
  /** What the products' own discounts take off. */
  saleMinor: number;
  /** What the promo code takes off (0 unless applied). */
  promoMinor: number;
  freeDelivery: boolean;
  /** The code sent and what became of it; null when none was sent. */
  promo: { code: string; terms: PromoTerms | null; applied: boolean; reason: PromoCodeReason | null } | null;
}

/**
 * a × b / c rounded half up, for non-negative integers; exact. While 2ab + c stays a safe integer
 * (a unit price times a percentage always does) the division is done in doubles, exactly: the
 * remainder of safe integers is exact. Beyond that (a cart's sum times a price can outgrow a
 * double), in BigInt.
 */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  const numerator = 2 * a * b + c;
  if (numerator <= Number.MAX_SAFE_INTEGER) {
    const denominator = 2 * c;
    return (numerator - (numerator % denominator)) / denominator;
  }
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
}

/** A unit's price after the product's own discount (never above the list price). */
export const saleUnitMinor = (variant: Pick<PricedVariant, 'price_minor' | 'discount_price_minor'>) =>
  Math.min(variant.price_minor, variant.discount_price_minor ?? variant.price_minor);

/** A unit's price after a percentage off, rounded half up. */
export const percentOffMinor = (unitMinor: number, percent: number) => mulDivHalfUp(unitMinor, 100 - percent, 100);

/** A unit's price after the code, given the cart's goods after product discounts. */
function promoUnitMinor(saleMinor: number, terms: PromoTerms, goodsMinor: number): number {
  switch (terms.type) {
    case 'percentage':
      return percentOffMinor(saleMinor, terms.value);
    case 'fixed':
      if (goodsMinor === 0) return saleMinor;
      return terms.value >= goodsMinor ? 0 : mulDivHalfUp(saleMinor, goodsMinor - terms.value, goodsMinor);
    case 'free_delivery':
      return saleMinor;
  }
}

/** Prices a cart. Every line is priced; one not sold or short of stock is `available: false`. */
export function priceCart(lines: readonly PricingLine[], promo: PricingPromo | null): CartPricing {
  const goodsMinor = lines.reduce((sum, line) => sum + saleUnitMinor(line.variant) * line.quantity, 0);
  let reason = promo?.reason ?? null;
  if (promo && !reason && promo.terms && goodsMinor < promo.terms.min_cart_minor) reason = 'promocode.min_cart';
  const terms = promo && !reason ? promo.terms : null;

  let listMinor = 0;
  let saleMinor = 0;
  let promoMinor = 0;
  const priced = lines.map(({ variant, quantity }) => {
    const sale = saleUnitMinor(variant);
    const unit = terms ? promoUnitMinor(sale, terms, goodsMinor) : sale;
    listMinor += variant.price_minor * quantity;
    saleMinor += (variant.price_minor - sale) * quantity;
    promoMinor += (sale - unit) * quantity;
    const stock = variant.sold ? variant.stock : 0;
    return {
      variantId: variant.id,
      quantity,
      listMinor: variant.price_minor,
      unitMinor: unit,
      lineMinor: unit * quantity,
      stock,
      sold: variant.sold,
      available: variant.sold && quantity <= stock,
    };
  });
  return {
    lines: priced,
    listMinor,
    totalMinor: priced.reduce((sum, line) => sum + line.lineMinor, 0),
    saleMinor,
    promoMinor,
    freeDelivery: terms?.type === 'free_delivery',
    promo: promo && { code: promo.code, terms: promo.terms, applied: terms !== null, reason },
  };
}
