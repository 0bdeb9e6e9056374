import { expect, it } from 'vitest';
import { expireReservations } from '../../src/modules/orders/reservations';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { call, lastMailTo, randomIp, registerAccount, sendCode, uniqueEmail } from '../helpers/auth';
import {
  addPromoCode,
  checkout,
  checkoutForm,
  methodIds,
  placeOrder,
  stockVariant,
  type PlacedOrder,
} from '../helpers/checkout';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { sellableVariantIds } from '../helpers/variants';

const CHECKOUT = '/api/v1/order/checkout';

async function variantState(shop: TestShop, id: number) {
  return shop.db.selectFrom('product_variants').select(['stock']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function ordersOf(shop: TestShop, email: string) {
  return shop.db.selectFrom('orders').selectAll().where('email', '=', email).execute();
}

describeEachDatabase('checkout', (shop) => {
  let variants: number[] = [];
  /** Two variants of the test's own, 20.00 and 15.00, in stock. */
  async function twoLines() {
    variants = await sellableVariantIds(shop(), 12);
    const [a, b] = variants.splice(Math.floor(Math.random() * 10), 2) as [number, number];
    await stockVariant(shop(), a, 10, 2000);
    await stockVariant(shop(), b, 10, 1500);
    return { a, b };
  }

  it('places a guest order with a promo code: totals recomputed, stock and the code taken, confirmation mailed', async () => {
    const { a, b } = await twoLines();
    const promo = await addPromoCode(shop(), { type: 'percentage', value: 10 });
    const form = await checkoutForm(
      shop(),
      [
        { product_variant_id: a, quantity: 1, expected_price: 18 },
        { product_variant_id: b, quantity: 2, expected_price: 13.5 },
      ],
      {
        promocode: promo.code.toLowerCase(),
        note: ' Ring twice ',
        tracking: { utm_source: 'newsletter', click_id: 'abc' },
      },
    );
    const response = await checkout(shop(), form);
    expect(response.statusCode, response.body).toBe(201);
    const placed = expectMatchesContract('POST', CHECKOUT, response) as PlacedOrder;
    const { order } = placed;
    expect(order.number).toMatch(/^SW-\d{6}$/);
    expect(order.crypto).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order).toMatchObject({ status: 'new', payment_state: 'pending', can_retry_payment: false });
    expect(order.totals).toEqual({
      amount_product_price: 50,
      total_discount: 5,
      delivery_price: 7.9,
      total_price: 52.9,
      currency: 'EUR',
    });
    expect(
      order.lines.map((line) => [line.product_variant_id, line.quantity, line.price_with_discount, line.line_total]),
    ).toEqual([
      [a, 1, 18, 18],
      [b, 2, 13.5, 27],
    ]);
    expect(placed).toMatchObject({
      payment_required: true,
      profile_created: false,
      next: { action: 'pay', url: `/order/${order.crypto}` },
    });

    expect((await variantState(shop(), a)).stock).toBe(9);
    expect((await variantState(shop(), b)).stock).toBe(8);
    const code = await shop()
      .db.selectFrom('promo_codes')
      .select('used_count')
      .where('id', '=', promo.id)
      .executeTakeFirstOrThrow();
    expect(code.used_count).toBe(1);
    const [stored] = await ordersOf(shop(), form.contact.email);
    expect(stored).toMatchObject({
      subtotal_minor: 5000,
      discount_minor: 500,
      delivery_minor: 790,
      total_minor: 5290,
      promo_code: promo.code,
      note: 'Ring twice',
      customer_id: null,
    });
    expect(JSON.parse(stored?.tracking ?? '{}')).toMatchObject({ utm_source: 'newsletter', click_id: 'abc' });
    expect(stored?.reserved_until).toBeGreaterThan(Date.now());

    const mail = await lastMailTo(shop(), form.contact.email);
    expect(mail).toMatchObject({
      template: 'order-confirmation',
      locale: 'en',
      subject: `Order ${order.number} received`,
    });
    expect(mail.text).toContain(`/order/${order.crypto}`);
    // Money as the site writes it: a whole amount without decimals, any other with two.
    expect(mail.text).toMatch(/ × 1: €18\n/);
    expect(mail.text).toContain('Posti home delivery: €7.90\n');
    expect(mail.text).toContain('Total: €52.90\n');
    expect(mail.text).toContain('The order waits 30 minutes for payment; unpaid by then, it is cancelled.');

    const page = await call(shop(), 'GET', `/api/v1/order/by-crypto?crypto=${order.crypto}&lang=ru`);
    expect(page.statusCode, page.body).toBe(200);
    const read = expectMatchesContract('GET', '/api/v1/order/by-crypto', page) as {
      page: { seo: { title: string; canonical: string } };
      order: PlacedOrder['order'];
    };
    expect(read.page.seo).toMatchObject({ title: `Заказ ${order.number}`, canonical: `/ru/order/${order.crypto}` });
    expect(read.order.totals).toEqual(order.totals);

    const cj = await call(shop(), 'GET', `/api/cj/order/${order.id}?crypto=${order.crypto}`);
    expect(cj.statusCode, cj.body).toBe(200);
    expect(expectMatchesContract('GET', '/api/cj/order/{orderId}', cj)).toMatchObject({
      totalPrice: 45,
      discount: 5,
      coupon: promo.code,
      customerCountry: 'FI',
      currency: 'EUR',
    });
  });

  it('mails the confirmation in the shopper’s language', async () => {
    const { a } = await twoLines();
    const form = await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }]);
    const { order } = await placeOrder(shop(), form, { lang: 'ru' });
    const mail = await lastMailTo(shop(), form.contact.email);
    expect(mail).toMatchObject({ locale: 'ru', subject: `Заказ ${order.number} принят` });
    expect(mail.text).toContain(`/ru/order/${order.crypto}`);
  });

  it('ignores prices a client sends and refuses a shown price that changed (price authority)', async () => {
    const { a, b } = await twoLines();
    const tampered = {
      ...(await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }])),
      total: 0.01,
      total_price: 0.01,
      currency: 'USD',
      discount: 100,
    };
    const { order } = await placeOrder(shop(), tampered);
    expect(order.totals).toMatchObject({ total_price: 27.9, currency: 'EUR' });
    const stored = await shop()
      .db.selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.total_minor).toBe(stored.subtotal_minor - stored.discount_minor + stored.delivery_minor);

    const changed = await checkout(
      shop(),
      await checkoutForm(shop(), [
        { product_variant_id: a, quantity: 1 },
        { product_variant_id: b, quantity: 1, expected_price: 1 },
      ]),
    );
    const problem = expectProblem(changed, 409);
    expect(problem.type).toBe('https://shop.example/problems/checkout-conflict');
    expect(problem.errors).toEqual({ 'items.1': ['cart.price_changed'] });
    expect((await variantState(shop(), a)).stock).toBe(9);

    for (const items of [
      [{ product_variant_id: a, quantity: 0 }],
      [{ product_variant_id: a, quantity: -1 }],
      [{ product_variant_id: a, quantity: 1.5 }],
      [{ product_variant_id: a, quantity: 100 }],
    ]) {
      expectProblem(await checkout(shop(), await checkoutForm(shop(), items)), 400);
    }
    expect((await variantState(shop(), a)).stock).toBe(9);
  });

  it('answers each refused line and code beside it, and writes nothing', async () => {
    const { a, b } = await twoLines();
    await stockVariant(shop(), a, 0, 2000);
    await stockVariant(shop(), b, 1, 1500);
    const expired = await addPromoCode(shop(), { ends_at: Date.now() - 1000 });
    const form = await checkoutForm(
      shop(),
      [
        { product_variant_id: a, quantity: 1 },
        { product_variant_id: b, quantity: 2 },
      ],
      { promocode: expired.code },
    );
    const problem = expectProblem(await checkout(shop(), form), 409);
    expect(problem.errors).toEqual({
      'items.0': ['cart.sold_out'],
      'items.1': ['cart.not_enough_stock'],
      promocode: ['promocode.expired'],
    });
    expect(await ordersOf(shop(), form.contact.email)).toHaveLength(0);

    await stockVariant(shop(), a, 5, 2000);
    await shop().db.updateTable('product_variants').set({ active: 0 }).where('id', '=', b).execute();
    const unavailable = expectProblem(
      await checkout(shop(), await checkoutForm(shop(), [{ product_variant_id: b, quantity: 1 }])),
      409,
    );
    expect(unavailable.errors).toEqual({ 'items.0': ['cart.unavailable'] });

    const minCart = await addPromoCode(shop(), { min_cart_minor: 100_000 });
    const small = expectProblem(
      await checkout(
        shop(),
        await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }], { promocode: minCart.code }),
      ),
      409,
    );
    expect(small.errors).toEqual({ promocode: ['promocode.min_cart'] });
  });

  it('refuses a delivery, option or payment that does not fit, in the error shape', async () => {
    const { a } = await twoLines();
    const { delivery, payment } = await methodIds(shop());
    const items = [{ product_variant_id: a, quantity: 1 }];
    const abroad = await checkoutForm(shop(), items, { delivery: { id: delivery['store-pickup'] } });
    abroad.address = { ...abroad.address, country_code: 'DE', city: 'Berlin', postcode: '10115' };
    expect(expectProblem(await checkout(shop(), abroad), 400).errors).toEqual({
      'delivery.id': ['delivery.unavailable'],
    });
    expect(
      expectProblem(
        await checkout(shop(), await checkoutForm(shop(), items, { delivery: { id: delivery['dhl-express'] } })),
        400,
      ).errors,
    ).toEqual({ 'delivery.option_id': ['delivery.option_required'] });
    expect(
      expectProblem(
        await checkout(shop(), await checkoutForm(shop(), items, { payment: { id: payment['cash-on-pickup'] } })),
        400,
      ).errors,
    ).toEqual({ 'payment.id': ['payment.unavailable'] });
    expect(
      expectProblem(
        await checkout(shop(), await checkoutForm(shop(), items, { payment: { id: payment['stripe-card'] } })),
        400,
      ).errors,
    ).toEqual({ 'payment.id': ['payment.unavailable'] });
    expect((await variantState(shop(), a)).stock).toBe(10);

    // Paying at the store needs the store pickup, whose one option is chosen by itself.
    const atStore = await placeOrder(
      shop(),
      await checkoutForm(shop(), items, {
        delivery: { id: delivery['store-pickup'] },
        payment: { id: payment['cash-on-pickup'] },
      }),
    );
    expect(atStore).toMatchObject({ payment_required: false, next: { action: 'view' } });
    expect(atStore.order.totals.delivery_price).toBe(0);
    const stored = await shop()
      .db.selectFrom('orders')
      .select(['delivery_option', 'reserved_until'])
      .where('id', '=', atStore.order.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.delivery_option ?? 'null')).toMatchObject({
      id: 'store.store-pickup',
      name: 'Aalto Swim Helsinki',
    });
    // Paid on pickup, it still holds its stock only for the pickup reservation.
    expect(stored.reserved_until).toBeGreaterThan(Date.now() + (shop().env.PICKUP_RESERVATION_HOURS - 1) * 3_600_000);
    expect(stored.reserved_until).toBeLessThanOrEqual(Date.now() + shop().env.PICKUP_RESERVATION_HOURS * 3_600_000);
  });

  it('stops one script hoarding stock: at most 3 unpaid orders per guest address and per mailbox, each giving its stock back after its reservation', async () => {
    const { a } = await twoLines();
    const { delivery, payment } = await methodIds(shop());
    const script = randomIp();
    const atStore = { delivery: { id: delivery['store-pickup'] }, payment: { id: payment['cash-on-pickup'] } };
    // Three orders, two paid online and one on pickup, each from a fresh e-mail, take all 10.
    const placed: PlacedOrder[] = [];
    for (const [quantity, overrides] of [
      [4, {}],
      [3, {}],
      [3, atStore],
    ] as const) {
      placed.push(
        await placeOrder(shop(), await checkoutForm(shop(), [{ product_variant_id: a, quantity }], overrides), {
          ip: script,
        }),
      );
    }
    expect((await variantState(shop(), a)).stock).toBe(0);
    // A fourth from the same address, in parallel with more, is refused before it takes anything.
    await stockVariant(shop(), a, 5, 2000);
    const more = await Promise.all(
      Array.from({ length: 5 }, async () =>
        checkout(shop(), await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }]), { ip: script }),
      ),
    );
    for (const answer of more) {
      expect(expectProblem(answer, 429).errors).toEqual({ order: ['order.too_many_unpaid'] });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await variantState(shop(), a)).stock).toBe(5);
    // The same mailbox from other addresses (aliases folded) is refused too; a signed-in customer's own address is not counted.
    const email = uniqueEmail('hoarder').replace('@example.com', '@gmail.com');
    for (let i = 0; i < 3; i += 1)
      await placeOrder(
        shop(),
        await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }], {
          contact: { first_name: 'A', last_name: 'B', email, phone: '+358401234567' },
        }),
      );
    const alias = email.replace('@', '+again@');
    expect(
      expectProblem(
        await checkout(
          shop(),
          await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }], {
            contact: { first_name: 'A', last_name: 'B', email: alias, phone: '+358401234567' },
          }),
        ),
        429,
      ).errors,
    ).toEqual({ order: ['order.too_many_unpaid'] });
    const customer = await registerAccount(shop());
    const signedIn = await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }], {
      contact: { first_name: 'A', last_name: 'B', email: customer.email, phone: '+358401234567' },
    });
    expect((await checkout(shop(), signedIn, { ip: script, token: customer.token })).statusCode).toBe(201);

    // Past each one's reservation (online: minutes, pickup: hours) the script's orders give everything back.
    const stored = await shop()
      .db.selectFrom('orders')
      .select(['id', 'reserved_until'])
      .where(
        'id',
        'in',
        placed.map((order) => order.order.id),
      )
      .execute();
    const online = stored.filter((order) => order.id !== placed[2]?.order.id);
    expect(
      await expireReservations(shop().db, Math.max(...online.map((order) => order.reserved_until ?? 0)) + 1),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await expireReservations(
        shop().db,
        (stored.find((order) => order.id === placed[2]?.order.id)?.reserved_until ?? 0) + 1,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      (
        await shop()
          .db.selectFrom('orders')
          .select('status')
          .where(
            'id',
            'in',
            placed.map((order) => order.order.id),
          )
          .execute()
      ).map((order) => order.status),
    ).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect((await variantState(shop(), a)).stock).toBeGreaterThanOrEqual(10);
  });

  it('sells the last item once under 50 parallel checkouts, and K items to exactly K of 5K buyers', async () => {
    const { a, b } = await twoLines();
    await stockVariant(shop(), a, 1, 2000);
    const forms = await Promise.all(
      Array.from({ length: 50 }, () => checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }])),
    );
    const answers = await Promise.all(forms.map((form) => checkout(shop(), form)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(49);
    for (const answer of refused) expect(expectProblem(answer, 409).errors).toEqual({ 'items.0': ['cart.sold_out'] });
    expect((await variantState(shop(), a)).stock).toBe(0);

    await stockVariant(shop(), b, 3, 1500);
    const buyers = await Promise.all(
      Array.from({ length: 15 }, () => checkoutForm(shop(), [{ product_variant_id: b, quantity: 1 }])),
    );
    const results = await Promise.all(buyers.map((form) => checkout(shop(), form)));
    expect(results.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(results.filter((answer) => answer.statusCode === 409)).toHaveLength(12);
    expect((await variantState(shop(), b)).stock).toBe(0);
    const orderIds = results
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json<PlacedOrder>().order.id);
    const lines = await shop()
      .db.selectFrom('order_lines')
      .select('quantity')
      .where('variant_id', '=', b)
      .where('order_id', 'in', orderIds)
      .execute();
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
  });

  it('sells two-line carts racing with their lines in either order without a deadlock, all lines or none', async () => {
    const { a, b } = await twoLines();
    await stockVariant(shop(), a, 5, 2000);
    await stockVariant(shop(), b, 5, 1500);
    const forms = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        checkoutForm(
          shop(),
          index % 2 === 0
            ? [
                { product_variant_id: a, quantity: 1 },
                { product_variant_id: b, quantity: 1 },
              ]
            : [
                { product_variant_id: b, quantity: 1 },
                { product_variant_id: a, quantity: 1 },
              ],
        ),
      ),
    );
    const answers = await Promise.all(forms.map((form) => checkout(shop(), form)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array.from({ length: 5 }, () => 201),
      ...Array.from({ length: 15 }, () => 409),
    ]);
    // Refused when priced (both lines named) or when taking the stock (the first short one in variant order).
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      const { errors } = expectProblem(answer, 409);
      expect(Object.keys(errors ?? {}).length).toBeGreaterThan(0);
      for (const [field, codes] of Object.entries(errors ?? {})) {
        expect(['items.0', 'items.1']).toContain(field);
        expect(codes).toEqual(['cart.sold_out']);
      }
    }
    expect((await variantState(shop(), a)).stock).toBe(0);
    expect((await variantState(shop(), b)).stock).toBe(0);
  });

  it('makes one order of 20 parallel submits with one Idempotency-Key; another body with the key is 422', async () => {
    const { a } = await twoLines();
    const form = await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }]);
    const key = `form-${randomIp()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(shop(), form, { key })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(answers.map((answer) => answer.json<PlacedOrder>().order.id)).size).toBe(1);
    expect(await ordersOf(shop(), form.contact.email)).toHaveLength(1);
    expect((await variantState(shop(), a)).stock).toBe(9);

    const replay = await checkout(shop(), form, { key });
    expect(replay.json<PlacedOrder>().order.id).toBe(answers[0]?.json<PlacedOrder>().order.id);
    const other = expectProblem(await checkout(shop(), { ...form, note: 'another' }, { key }), 422);
    expect(other.errors).toEqual({ 'Idempotency-Key': ['idempotency.key_reused'] });
    expectProblem(await checkout(shop(), form, { key: 'short' }), 400);

    // A refusal is an answer too: the replay gets the same 409.
    await stockVariant(shop(), a, 0, 2000);
    const soldOutKey = `sold-${randomIp()}`;
    const first = await checkout(shop(), form, { key: soldOutKey });
    await stockVariant(shop(), a, 5, 2000);
    const again = await checkout(shop(), form, { key: soldOutKey });
    expect([first.statusCode, again.statusCode]).toEqual([409, 409]);
    expect(again.json()).toEqual(first.json());
  });

  it('gives a code with one use to exactly one of 30 parallel checkouts', async () => {
    const { a } = await twoLines();
    await stockVariant(shop(), a, 100, 2000);
    const once = await addPromoCode(shop(), { usage_limit: 1 });
    const forms = await Promise.all(
      Array.from({ length: 30 }, () =>
        checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }], { promocode: once.code }),
      ),
    );
    const answers = await Promise.all(forms.map((form) => checkout(shop(), form)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 201))
      expect(expectProblem(answer, 409).errors).toEqual({ promocode: ['promocode.exhausted'] });
    const discounted = await shop().db.selectFrom('orders').select('id').where('promo_code_id', '=', once.id).execute();
    expect(discounted).toHaveLength(1);
    expect(
      (
        await shop()
          .db.selectFrom('promo_codes')
          .select('used_count')
          .where('id', '=', once.id)
          .executeTakeFirstOrThrow()
      ).used_count,
    ).toBe(1);
    expect((await variantState(shop(), a)).stock).toBe(99);
  });

  it('enforces a per-customer limit by e-mail at checkout', async () => {
    const { a } = await twoLines();
    const code = await addPromoCode(shop(), { per_customer_limit: 1 });
    const email = uniqueEmail('repeat');
    const form = await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }], { promocode: code.code });
    await placeOrder(shop(), { ...form, contact: { ...form.contact, email } });
    const second = expectProblem(
      await checkout(shop(), { ...form, contact: { ...form.contact, email: email.toUpperCase() } }),
      409,
    );
    expect(second.errors).toEqual({ promocode: ['promocode.per_customer_limit'] });
  });

  it('refuses a one-per-customer code to a guest using it again under fresh aliases of one mailbox', async () => {
    const { a } = await twoLines();
    const code = await addPromoCode(shop(), { per_customer_limit: 1 });
    const name = `anna.${Date.now().toString(36)}`;
    const form = await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }], { promocode: code.code });
    await placeOrder(shop(), { ...form, contact: { ...form.contact, email: `${name}@gmail.com` } });
    for (const alias of [
      `${name.replace('.', '')}@gmail.com`,
      `${name}+promo@gmail.com`,
      `${name.toUpperCase()}+2@googlemail.com`,
    ]) {
      expect(
        expectProblem(await checkout(shop(), { ...form, contact: { ...form.contact, email: alias } }), 409).errors,
        alias,
      ).toEqual({ promocode: ['promocode.per_customer_limit'] });
    }
    // At a provider that does not fold dots, a dotted name is another person.
    await placeOrder(shop(), { ...form, contact: { ...form.contact, email: `${name}@example.org` } });
    await placeOrder(shop(), { ...form, contact: { ...form.contact, email: `${name.replace('.', '')}@example.org` } });
  });

  it('cancels unpaid orders past their reservation and gives back stock and the code’s use', async () => {
    const { a } = await twoLines();
    const once = await addPromoCode(shop(), { usage_limit: 1 });
    const { order } = await placeOrder(
      shop(),
      await checkoutForm(shop(), [{ product_variant_id: a, quantity: 3 }], { promocode: once.code }),
    );
    expect((await variantState(shop(), a)).stock).toBe(7);
    await shop()
      .db.updateTable('orders')
      .set({ reserved_until: Date.now() - 1 })
      .where('id', '=', order.id)
      .execute();
    expect(await expireReservations(shop().db)).toBeGreaterThanOrEqual(1);
    expect(await expireReservations(shop().db)).toBe(0);
    expect((await variantState(shop(), a)).stock).toBe(10);
    expect(
      (
        await shop()
          .db.selectFrom('promo_codes')
          .select('used_count')
          .where('id', '=', once.id)
          .executeTakeFirstOrThrow()
      ).used_count,
    ).toBe(0);
    const page = await call(shop(), 'GET', `/api/v1/order/by-crypto?crypto=${order.crypto}`);
    expect(
      page.json<{ order: { status: string; payment_state: string; can_retry_payment: boolean } }>().order,
    ).toMatchObject({ status: 'cancelled', payment_state: 'cancelled', can_retry_payment: false });
    expect(
      expectProblem(await call(shop(), 'POST', `/api/v1/payments/pay/${order.id}`, { crypto: order.crypto }), 409).type,
    ).toBe('https://shop.example/problems/payment-not-allowed');
  });

  it('creates an account for a guest whose e-mail is confirmed, and belongs a signed-in customer’s order to them', async () => {
    const { a } = await twoLines();
    const email = uniqueEmail('newcomer');
    const { identity, code } = await sendCode(shop(), email);
    const checked = await call(shop(), 'POST', '/api/v1/customer/check-email-confirmation-code', {
      email,
      identity,
      code,
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const form = await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }], {
      createProfile: true,
      identity,
    });
    const placed = await placeOrder(shop(), { ...form, contact: { ...form.contact, email } });
    expect(placed.profile_created).toBe(true);
    const customer = await shop()
      .db.selectFrom('customers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ first_name: 'Aino', last_name: 'Virtanen', password_hash: null });
    expect(customer.email_verified_at).not.toBeNull();
    expect((await ordersOf(shop(), email))[0]?.customer_id).toBe(customer.id);

    const unconfirmed = await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }], {
      createProfile: true,
      identity: 'not-a-confirmed-identity',
    });
    expect(expectProblem(await checkout(shop(), unconfirmed), 400).errors).toEqual({
      identity: ['customer.email_not_confirmed'],
    });
    expect(expectProblem(await checkout(shop(), { ...unconfirmed, identity: null }), 400).errors).toEqual({
      identity: ['customer.identity_required'],
    });

    const account = await registerAccount(shop());
    const mine = await placeOrder(shop(), await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }]), {
      token: account.token,
    });
    expect(
      (
        await shop()
          .db.selectFrom('orders')
          .select('customer_id')
          .where('id', '=', mine.order.id)
          .executeTakeFirstOrThrow()
      ).customer_id,
    ).toBe(account.id);
  });

  it("takes a signed-in customer's ordered lines and code out of their server cart, and only after an order", async () => {
    const { a, b } = await twoLines();
    const [c] = variants as [number];
    await stockVariant(shop(), c, 10, 1000);
    const promo = await addPromoCode(shop(), { type: 'percentage', value: 10 });
    const account = await registerAccount(shop());
    const asCustomer = { token: account.token };
    for (const [id, quantity] of [
      [a, 1],
      [b, 2],
      [c, 1],
    ] as const) {
      const edit = { product_variant_id: id, quantity, ...(id === a ? { promocode: promo.code } : {}) };
      expect((await call(shop(), 'POST', '/api/v1/cart/edit-quantity', edit, asCustomer)).statusCode).toBe(200);
    }
    const cartOf = async () => {
      const response = await call(shop(), 'GET', '/api/v1/cart', undefined, asCustomer);
      return expectMatchesContract('GET', '/api/v1/cart', response) as {
        items: Array<{ productVariant: { id: number }; quantity: number }>;
        promocode: { code: string } | null;
      };
    };
    const lines = (cart: Awaited<ReturnType<typeof cartOf>>) =>
      cart.items.map((item) => [item.productVariant.id, item.quantity]);

    // A refused order (a price that moved) leaves the cart as it was.
    const stale = await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1, expected_price: 1 }], {
      promocode: promo.code,
    });
    expectProblem(await checkout(shop(), stale, asCustomer), 409);
    expect(lines(await cartOf())).toEqual([
      [a, 1],
      [b, 2],
      [c, 1],
    ]);

    const form = await checkoutForm(
      shop(),
      [
        { product_variant_id: a, quantity: 1 },
        { product_variant_id: b, quantity: 2 },
      ],
      { promocode: promo.code },
    );
    await placeOrder(shop(), form, asCustomer);
    const after = await cartOf();
    expect(lines(after)).toEqual([[c, 1]]);
    expect(after.promocode).toBeNull();

    // A guest's order touches no customer's cart.
    await placeOrder(shop(), await checkoutForm(shop(), [{ product_variant_id: c, quantity: 1 }]));
    expect(lines(await cartOf())).toEqual([[c, 1]]);
  });

  it('shows an order only with its token (order privacy)', async () => {
    const { a } = await twoLines();
    const { order } = await placeOrder(shop(), await checkoutForm(shop(), [{ product_variant_id: a, quantity: 1 }]));
    const other = `${order.crypto.slice(0, -1)}${order.crypto.endsWith('A') ? 'B' : 'A'}`;
    expectProblem(await call(shop(), 'GET', `/api/v1/order/by-crypto?crypto=${other}`), 404);
    expectProblem(await call(shop(), 'GET', '/api/v1/order/by-crypto?crypto=short'), 400);
    expectProblem(await call(shop(), 'GET', `/api/cj/order/${order.id}?crypto=${other}`), 404);
    expectProblem(await call(shop(), 'POST', `/api/v1/payments/status/${order.id}`, { crypto: other }), 404);
    expectProblem(await call(shop(), 'POST', `/api/v1/payments/pay/${order.id}`, { crypto: other }), 404);
    expectProblem(
      await call(shop(), 'POST', `/api/v1/payments/status/${order.id + 1000}`, { crypto: order.crypto }),
      404,
    );
    // 256 random bits, all different.
    const tokens = await shop().db.selectFrom('orders').select('crypto').execute();
    expect(new Set(tokens.map((row) => row.crypto)).size).toBe(tokens.length);
  });
});
