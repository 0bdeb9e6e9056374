import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound, unauthorized, validationFailed, type FieldErrors } from '../../http/problem';
import { formatMoney, type Locale } from '../../lib/locale';
import type { RowCache } from '../../lib/row-cache';
import { loadShopCurrency } from '../config/service';
import { toMajor, variantSummaries, type VariantSummaryOptions } from '../products/service';
import { lookUpPromoCode, lookUpPromoCodeById, type PromoCodeLookup, type PromoCustomer } from '../promo/service';
import { CART_ERRORS, CART_TOKEN_BYTES, MAX_CART_LINES, MAX_LINE_QUANTITY } from './constants';
import {
  percentOffMinor,
  priceCart,
  saleUnitMinor,
  type CartPricing,
  type PricedVariant,
  type PricingLine,
  type PricingPromo,
  type PromoTerms,
} from './pricing';
import {
  cartLines,
  cartQuantities,
  createCart,
  deleteCustomerCarts,
  findCart,
  otherLineCount,
  removeCartLines,
  removeOrderedLines,
  setCartLine,
  setCartPromoCode,
  touchCart,
  touchCustomerCart,
  variantPrices,
  type VariantPriceRow,
} from './repository';

/** A line as a client sends it. */
export interface CartItemInput {
  product_variant_id: number;
  quantity: number;
}

const isSold = (row: VariantPriceRow) => row.active === 1 && row.product_active === 1 && row.category_active === 1;

function pricedVariant(row: VariantPriceRow): PricedVariant {
  return {
    id: row.id,
    price_minor: row.price_minor,
    discount_price_minor: row.discount_price_minor,
    stock: row.stock,
    sold: isSold(row),
  };
}

/** A blank code is no code. */
const typedCode = (promocode: string | null | undefined) => (promocode?.trim() ? promocode : null);

/** What pricing needs of a looked-up code: its terms only when nothing but the cart can stop it. */
function pricingPromo(lookup: PromoCodeLookup): PricingPromo {
  const { promo, reason, code } = lookup;
  const terms: PromoTerms | null =
    promo && !reason
      ? { id: promo.id, code: promo.code, type: promo.type, value: promo.value, min_cart_minor: promo.min_cart_minor }
      : null;
  return { code, terms, reason };
}

const DISCOUNT_LABELS = {
  en: { sale: 'Sale prices', freeDelivery: 'free delivery' },
  ru: { sale: 'Скидки на товары', freeDelivery: 'бесплатная доставка' },
} as const;

/** What a promo code takes off, as the cart shows it: `SUMMER10 −10%`, `MINUS5 −€5`. */
function promoLabel(terms: PromoTerms, currency: string, locale: Locale): string {
  switch (terms.type) {
    case 'percentage':
      return `${terms.code} −${terms.value}%`;
    case 'fixed':
      return `${terms.code} −${formatMoney(toMajor(terms.value), currency, locale)}`;
    case 'free_delivery':
      return `${terms.code}: ${DISCOUNT_LABELS[locale].freeDelivery}`;
  }
}

/** The contract's `CartPrices`: the pricing in decimals of the shop currency, with localised labels. */
function cartPricesAnswer(pricing: CartPricing, currency: string, locale: Locale) {
  const applied = pricing.promo?.applied ? pricing.promo.terms : null;
  const discounts = [
    ...(pricing.saleMinor > 0
      ? [{ type: 'sale' as const, code: null, label: DISCOUNT_LABELS[locale].sale, amount: toMajor(pricing.saleMinor) }]
      : []),
    ...(applied
      ? [
          {
            type: applied.type,
            code: applied.code,
            label: promoLabel(applied, currency, locale),
            amount: toMajor(pricing.promoMinor),
          },
        ]
      : []),
  ];
  return {
    amount_product_price: toMajor(pricing.listMinor),
    total_discount: toMajor(pricing.listMinor - pricing.totalMinor),
    total_price: toMajor(pricing.totalMinor),
    currency,
    discounts,
    lines: pricing.lines.map((line) => ({
      product_variant_id: line.variantId,
      quantity: line.quantity,
      price: toMajor(line.listMinor),
      price_with_discount: toMajor(line.unitMinor),
      line_total: toMajor(line.lineMinor),
      stock: line.stock,
      available: line.available,
    })),
    free_delivery: pricing.freeDelivery,
    promocode: pricing.promo && {
      code: pricing.promo.code,
      applied: pricing.promo.applied,
      reason: pricing.promo.reason,
      min_cart:
        pricing.promo.terms && pricing.promo.terms.min_cart_minor > 0
          ? toMajor(pricing.promo.terms.min_cart_minor)
          : null,
    },
  };
}

interface PriceOptions {
  now?: number;
  customer?: PromoCustomer;
  /** Variant rows read recently, for get-prices (see routes.ts); never used inside a transaction. */
  keptRows?: RowCache<VariantPriceRow>;
  /** The shop currency's code when the caller has it (the checkout reads it before its transaction). */
  currency?: string;
}

/**
 * Prices lines a client sent, from the database only (the checkout prices its cart with this
 * too, in its transaction, passing the customer so the code's per-customer limit is checked; a
 * guest's cart cannot be). A variant that does not exist, or one listed twice, is a 400 keyed by
 * line (`items.3` → `cart.unknown_variant`); one that exists but is no longer sold is priced with
 * `available: false`.
 */
export async function priceCartItems(
  db: Kysely<Database>,
  items: readonly CartItemInput[],
  promocode: string | null | undefined,
  options: PriceOptions = {},
) {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.product_variant_id)) errors[`items.${index}`] = [CART_ERRORS.duplicateVariant];
    seen.add(item.product_variant_id);
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors, 'A variant is listed more than once.');

  const code = typedCode(promocode);
  const now = options.now ?? Date.now();
  const { keptRows } = options;
  const [rows, lookup, currency] = await Promise.all([
    keptRows && !db.isTransaction
      ? keptRows.read([...seen], (ids) => variantPrices(db, ids))
      : variantPrices(db, [...seen]),
    code === null ? null : lookUpPromoCode(db, code, { now, customer: options.customer }),
    options.currency ?? loadShopCurrency(db).then((currency) => currency.code),
  ]);
  const variants = new Map(rows.map((row) => [row.id, pricedVariant(row)]));
  const lines = items.flatMap((item, index): PricingLine[] => {
    const variant = variants.get(item.product_variant_id);
    if (variant) return [{ variant, quantity: item.quantity }];
    errors[`items.${index}`] = [CART_ERRORS.unknownVariant];
    return [];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors, 'Some cart lines name no product variant.');
  // The code's row as read (in the checkout: in its transaction, so it redeems this row without reading it again).
  return {
    pricing: priceCart(lines, lookup && pricingPromo(lookup)),
    currency,
    promoRow: lookup?.promo,
  };
}

/** `POST /api/v1/cart/get-prices`; `keptRows`: variant rows it may answer from (CART_PRICES_CACHE_MS). */
export async function cartPrices(
  db: Kysely<Database>,
  locale: Locale,
  body: { items: readonly CartItemInput[]; promocode?: string | null | undefined },
  keptRows?: RowCache<VariantPriceRow>,
) {
  const { pricing, currency } = await priceCartItems(db, body.items, body.promocode, { keptRows });
  return cartPricesAnswer(pricing, currency, locale);
}

/**
 * Summaries priced with a code for lists without quantities (the cart's variants): only a
 * percentage code without a minimum lowers `price_with_discount` there, since a fixed amount and
 * a minimum depend on the whole cart, which getCartPrices sees.
 */
async function summaryPricing(
  db: Kysely<Database>,
  promocode: string | null | undefined,
): Promise<VariantSummaryOptions> {
  const code = typedCode(promocode);
  if (code === null) return {};
  const { promo, reason } = await lookUpPromoCode(db, code, { now: Date.now() });
  if (!promo || reason || promo.type !== 'percentage' || promo.min_cart_minor > 0) return {};
  return { priceWithDiscountMinor: (variant) => percentOffMinor(saleUnitMinor(variant), promo.value) };
}

/** `POST /api/v1/cart/get-product-variants`: the variants still sold, in the order asked, each once. */
export async function cartProductVariants(
  db: Kysely<Database>,
  locale: Locale,
  body: { product_variant_ids: readonly number[]; promocode?: string | null | undefined },
) {
  return {
    items: await variantSummaries(db, body.product_variant_ids, locale, await summaryPricing(db, body.promocode)),
  };
}

/** `POST /api/v1/cart/get-product-variant-by-id`. */
export async function cartProductVariant(
  db: Kysely<Database>,
  locale: Locale,
  body: { product_variant_id: number; promocode?: string | null | undefined },
) {
  const [variant] = await variantSummaries(
    db,
    [body.product_variant_id],
    locale,
    await summaryPricing(db, body.promocode),
  );
  if (!variant) throw notFound('No such product variant.');
  return variant;
}

interface CartRow {
  id: number;
  promo_code_id: number | null;
}

/**
 * The contract's `Cart`: lines still sold with their variants, priced with the code sent
 * (`promocode`: a string prices with it, null with none) or else the one the cart remembers.
 * Variants priced here show their final unit price as `price_with_discount`.
 */
async function cartAnswer(
  db: Kysely<Database>,
  locale: Locale,
  token: string,
  cart: CartRow,
  promocode: string | null | undefined,
) {
  const now = Date.now();
  const code = promocode === undefined ? undefined : typedCode(promocode);
  const [rows, lookup, currency] = await Promise.all([
    cartLines(db, cart.id),
    code === undefined
      ? cart.promo_code_id === null
        ? null
        : lookUpPromoCodeById(db, cart.promo_code_id, { now })
      : code === null
        ? null
        : lookUpPromoCode(db, code, { now }),
    loadShopCurrency(db),
  ]);
  const lines = rows.filter(isSold).map((row) => ({ variant: pricedVariant(row), quantity: row.quantity }));
  const pricing = priceCart(lines, lookup && pricingPromo(lookup));
  const unitOf = new Map(pricing.lines.map((line) => [line.variantId, line.unitMinor]));
  const quantityOf = new Map(lines.map((line) => [line.variant.id, line.quantity]));
  const summaries = await variantSummaries(db, [...quantityOf.keys()], locale, {
    priceWithDiscountMinor: (variant) => unitOf.get(variant.id) ?? saleUnitMinor(variant),
  });
  const applied = pricing.promo?.applied ? pricing.promo.terms : null;
  return {
    id: token,
    items: summaries.map((productVariant) => ({ productVariant, quantity: quantityOf.get(productVariant.id) ?? 1 })),
    prices: cartPricesAnswer(pricing, currency.code, locale),
    promocode: applied && { id: applied.id, code: applied.code, type: applied.type },
  };
}

/**
 * Whose server cart a request works on: a signed-in customer's own (`customerId`, from the
 * session; `cart_id` is then ignored), else the cart a guest names by its unguessable token.
 */
export interface CartOwner {
  customerId: number | null;
}

const newCartToken = () => randomBytes(CART_TOKEN_BYTES).toString('base64url');

/** A guest without `cart_id` has no cart to read or change (401). */
function requireCartId(cartId: string | null | undefined): string {
  if (!cartId) throw unauthorized('Sign in, or name a cart with cart_id.');
  return cartId;
}

const noSuchCart = () => notFound('No such cart.');

/**
 * The cart a change works on, marked changed, in the change's transaction: the customer's (made
 * on first use), the guest's named one (404 when unknown), or a new guest cart when `create`.
 */
async function cartToChange(
  trx: Kysely<Database>,
  owner: CartOwner,
  cartId: string | null | undefined,
  now: number,
  create: boolean,
) {
  if (owner.customerId !== null) return touchCustomerCart(trx, owner.customerId, newCartToken(), now);
  if (!cartId && create) return createCart(trx, newCartToken(), now);
  const found = await touchCart(trx, requireCartId(cartId), now);
  if (!found) throw noSuchCart();
  return found;
}

/**
 * After an order by a signed-in customer (in its transaction): the ordered variants leave their
 * server cart and the cart forgets its code, as the storefront empties a guest's cookie cart.
 */
export async function dropOrderedFromCart(
  trx: Kysely<Database>,
  customerId: number,
  variantIds: readonly number[],
): Promise<void> {
  await removeOrderedLines(trx, customerId, variantIds);
}

/** `GET /api/v1/cart`: a signed-in customer's cart (made, empty, on their first read), or the named one. */
export async function readCart(
  db: Kysely<Database>,
  locale: Locale,
  owner: CartOwner,
  query: { cart_id?: string | undefined; promocode?: string | undefined },
) {
  const cart =
    owner.customerId !== null
      ? await touchCustomerCart(db, owner.customerId, newCartToken(), Date.now())
      : await findCart(db, requireCartId(query.cart_id));
  if (!cart) throw noSuchCart();
  return cartAnswer(db, locale, cart.token, cart, query.promocode);
}

/**
 * `POST /api/v1/cart/edit-quantity`: one transaction that finds (or, for a customer's first
 * change or a guest without `cart_id`, creates) the cart, checks the variant is sold and in stock,
 * and inserts or updates the line in one statement. A `promocode` string is remembered by the cart
 * when such a code exists (an unknown one is priced in the answer, with its reason, and the cart
 * keeps the code it had), null forgets it, and leaving it out keeps what the cart has.
 */
export async function editCartQuantity(
  db: Kysely<Database>,
  locale: Locale,
  owner: CartOwner,
  body: {
    cart_id?: string | null | undefined;
    product_variant_id: number;
    quantity: number;
    promocode?: string | null | undefined;
  },
) {
  const now = Date.now();
  const cart = await db.transaction().execute(async (trx) => {
    const found = await cartToChange(trx, owner, body.cart_id, now, true);
    if (body.quantity === 0) {
      await removeCartLines(trx, found.id, body.product_variant_id);
    } else {
      const [row] = await variantPrices(trx, [body.product_variant_id]);
      if (!row || !isSold(row)) throw notFound('No such product variant.');
      if (body.quantity > row.stock)
        throw conflict(row.stock > 0 ? `Only ${row.stock} left.` : 'Sold out.', {
          quantity: [CART_ERRORS.notEnoughStock],
        });
      if ((await otherLineCount(trx, found.id, row.id)) >= MAX_CART_LINES)
        throw conflict(`A cart holds at most ${MAX_CART_LINES} lines.`, {
          product_variant_id: [CART_ERRORS.tooManyLines],
        });
      await setCartLine(trx, { cartId: found.id, variantId: row.id, quantity: body.quantity, now });
    }
    if (body.promocode === undefined) return found;
    const code = typedCode(body.promocode);
    const promoCodeId = code === null ? null : ((await lookUpPromoCode(trx, code, { now })).promo?.id ?? null);
    // A code no such code exists for is a typing mistake: the answer says so, the cart keeps its own.
    if (code !== null && promoCodeId === null) return found;
    await setCartPromoCode(trx, found.id, promoCodeId);
    return { ...found, promo_code_id: promoCodeId };
  });
  return cartAnswer(db, locale, cart.token, cart, body.promocode);
}

/** `POST /api/v1/cart/remove`: one variant's line, or every line with `all`. */
export async function removeFromCart(
  db: Kysely<Database>,
  locale: Locale,
  owner: CartOwner,
  body: { cart_id?: string | undefined } & ({ product_variant_id: number } | { all: true }),
) {
  const cart = await db.transaction().execute(async (trx) => {
    const found = await cartToChange(trx, owner, body.cart_id, Date.now(), false);
    await removeCartLines(trx, found.id, 'all' in body ? null : body.product_variant_id);
    return found;
  });
  return cartAnswer(db, locale, cart.token, cart, undefined);
}

/** A line mergeCart could not add in full, and why. */
export interface MergeAdjustment {
  product_variant_id: number;
  requested: number;
  added: number;
  reason: (typeof CART_ERRORS)[keyof typeof CART_ERRORS];
}

/**
 * `POST /api/v1/cart/merge`: adds lines to the signed-in customer's cart in one transaction, each
 * quantity added to what the cart holds and capped at the stock; what could not be added in full
 * is reported, never refused, since the shopper did not choose these quantities just now (a
 * guest's cart brought in at sign-in, or an old order bought again). Lines naming one variant
 * twice are added together.
 */
export async function mergeCart(
  db: Kysely<Database>,
  locale: Locale,
  customerId: number,
  body: { items: readonly CartItemInput[] },
) {
  const requested = new Map<number, number>();
  for (const item of body.items)
    requested.set(item.product_variant_id, (requested.get(item.product_variant_id) ?? 0) + item.quantity);
  const now = Date.now();
  const { cart, adjusted } = await db.transaction().execute(async (trx) => {
    const found = await touchCustomerCart(trx, customerId, newCartToken(), now);
    const [held, rows] = await Promise.all([cartQuantities(trx, found.id), variantPrices(trx, [...requested.keys()])]);
    const rowById = new Map(rows.map((row) => [row.id, row]));
    const adjustments: MergeAdjustment[] = [];
    for (const [variantId, quantity] of requested) {
      const row = rowById.get(variantId);
      const inCart = held.get(variantId) ?? 0;
      const adjust = (added: number, reason: MergeAdjustment['reason']) =>
        adjustments.push({ product_variant_id: variantId, requested: quantity, added, reason });
      if (!row || !isSold(row)) {
        adjust(0, CART_ERRORS.unavailable);
        continue;
      }
      if (!held.has(variantId) && held.size >= MAX_CART_LINES) {
        adjust(0, CART_ERRORS.tooManyLines);
        continue;
      }
      const total = Math.min(inCart + quantity, row.stock, MAX_LINE_QUANTITY);
      const added = Math.max(0, total - inCart);
      if (added < quantity)
        adjust(
          added,
          row.stock === 0
            ? CART_ERRORS.soldOut
            : total === MAX_LINE_QUANTITY && row.stock > MAX_LINE_QUANTITY
              ? CART_ERRORS.quantityLimit
              : CART_ERRORS.notEnoughStock,
        );
      if (added === 0) continue;
      await setCartLine(trx, { cartId: found.id, variantId, quantity: total, now });
      held.set(variantId, total);
    }
    return { cart: found, adjusted: adjustments };
  });
  return { cart: await cartAnswer(db, locale, cart.token, cart, undefined), adjusted };
}

/** Forgets the server carts of a customer whose account is deleted, in the caller's transaction. */
export const forgetCustomerCarts = (trx: Kysely<Database>, customerId: number) => deleteCustomerCarts(trx, customerId);
