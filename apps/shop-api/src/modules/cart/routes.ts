import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  EditCartQuantityBody,
  EditCartQuantityQueryParams,
  GetCartPricesBody,
  GetCartPricesQueryParams,
  GetCartProductVariantByIdBody,
  GetCartProductVariantByIdQueryParams,
  GetCartProductVariantsBody,
  GetCartProductVariantsQueryParams,
  GetCartQueryParams,
  MergeCartBody,
  MergeCartQueryParams,
  RemoveFromCartBody,
  RemoveFromCartQueryParams,
} from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { createRowCache } from '../../lib/row-cache';
import { CART_PRICES_CACHE_ROWS } from './constants';
import { promoPricingLimit as promoLimit } from './promo-limit';
import type { VariantPriceRow } from './repository';
import {
  cartPrices,
  cartProductVariant,
  cartProductVariants,
  editCartQuantity,
  mergeCart,
  readCart,
  removeFromCart,
  type CartOwner,
} from './service';

/**
 * The cart: the storefront's cookie cart is priced here (variants and prices, computed from the
 * database only), and server carts are read and changed here: a signed-in customer's own, or a
 * guest's named by `cart_id`.
 */
export default fp(
  async (app: RoutesInstance) => {
    // Carts are priced on every change of every cart, mostly from the same popular variants: a
    // variant's price row, stock and flags read for get-prices serve it for CART_PRICES_CACHE_MS
    // (1 s by default), so a busy shop asks the database once a second per variant, not once per
    // request. A shopper may see a stock figure up to that old; the checkout prices in its own
    // transaction and never reads these rows.
    const keptRows = createRowCache<VariantPriceRow>({
      name: 'cart_prices',
      ttlMs: app.env.CART_PRICES_CACHE_MS,
      max: CART_PRICES_CACHE_ROWS,
    });
    // Rows are kept by variant; a change names the product, so any product change drops them all.
    app.catalogChanges.subscribe((changes) => {
      if (changes.all || changes.products.size > 0) keptRows.clear();
    });

    // A signed-in customer's server cart is their own, whatever `cart_id` says; a guest names one.
    const ownerOf = async (request: FastifyRequest): Promise<CartOwner> => ({
      customerId: (await app.sessions.customer(request))?.id ?? null,
    });

    app.get(
      '/api/v1/cart',
      { config: promoLimit, schema: { querystring: GetCartQueryParams } },
      async (request, reply) => {
        const { query } = request;
        reply.header('Cache-Control', 'no-store');
        return readCart(app.db, requestLocale(request, query.lang), await ownerOf(request), query);
      },
    );

    app.post(
      '/api/v1/cart/edit-quantity',
      { config: promoLimit, schema: { querystring: EditCartQuantityQueryParams, body: EditCartQuantityBody } },
      async (request) => {
        const { query, body } = request;
        return editCartQuantity(app.db, requestLocale(request, query.lang), await ownerOf(request), body);
      },
    );

    app.post(
      '/api/v1/cart/remove',
      { config: promoLimit, schema: { querystring: RemoveFromCartQueryParams, body: RemoveFromCartBody } },
      async (request) => {
        const { query, body } = request;
        return removeFromCart(app.db, requestLocale(request, query.lang), await ownerOf(request), body);
      },
    );

    app.post(
      '/api/v1/cart/merge',
      {
        preValidation: app.sessions.signedIn,
        schema: { querystring: MergeCartQueryParams, body: MergeCartBody },
      },
      async (request) => {
        const { query, body } = request;
        const customer = await app.sessions.requireCustomer(request);
        return mergeCart(app.db, requestLocale(request, query.lang), customer.id, body);
      },
    );

    app.post(
      '/api/v1/cart/get-product-variants',
      {
        config: promoLimit,
        schema: { querystring: GetCartProductVariantsQueryParams, body: GetCartProductVariantsBody },
      },
      async (request) => {
        const { query, body } = request;
        return cartProductVariants(app.db, requestLocale(request, query.lang), body);
      },
    );

    app.post(
      '/api/v1/cart/get-product-variant-by-id',
      {
        config: promoLimit,
        schema: { querystring: GetCartProductVariantByIdQueryParams, body: GetCartProductVariantByIdBody },
      },
      async (request) => {
        const { query, body } = request;
        return cartProductVariant(app.db, requestLocale(request, query.lang), body);
      },
    );

    app.post(
      '/api/v1/cart/get-prices',
      { config: promoLimit, schema: { querystring: GetCartPricesQueryParams, body: GetCartPricesBody } },
      async (request, reply) => {
        const { query, body } = request;
        const prices = await cartPrices(app.db, requestLocale(request, query.lang), body, keptRows);
        // The contract's answer is a JSON string that holds the CartPrices document (spec, section 9):
        // a string sent as application/json goes out as it is, so it is encoded twice here.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(JSON.stringify(prices)));
      },
    );
  },
  {
    name: 'cart-routes',
    dependencies: ['db', 'problem', 'rate-limit', 'session', 'catalog-changes'],
    encapsulate: true,
  },
);
