import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  call,
  lastMailTo,
  mailsTo,
  randomIp,
  registerAccount,
  sendCode,
  setCookie,
  uniqueEmail,
} from '../helpers/auth';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import {
  addPromoCode,
  checkoutForm,
  placeOrder,
  pressGatewayButton,
  startPayment,
  productToBuy,
} from '../helpers/checkout';
import { expectMatchesContract, expectProblem } from '../helpers/contract';

const CHANGE_PASSWORD = '/api/v1/profile/change-password';
const CHANGE_EMAIL = '/api/v1/profile/change-email';
const EXPORT = '/api/v1/profile/export';
const DELETE = '/api/v1/profile/delete';
const DELETE_REVIEW = '/api/v1/profile/reviews/{reviewId}/delete';
const PASSWORD = 'correct horse battery';

const hex = () => randomBytes(5).toString('hex');
/** Values no demo row can hold by chance, so "appears nowhere" means what it says. */
const person = () => ({
  first_name: `Zoya${hex()}`,
  last_name: `Quist${hex()}`,
  phone: `+3584${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
});

function post(shop: TestShop, url: string, body: unknown, token?: string, ip?: string) {
  return call(shop, 'POST', url, body, { ...(token ? { token } : {}), ...(ip ? { ip } : {}) });
}

const signIn = (shop: TestShop, email: string, password: string) => post(shop, '/api/auth/login', { email, password });

/** A registered account with its names and phone set. */
async function account(shop: TestShop) {
  const created = await registerAccount(shop, PASSWORD);
  const names = person();
  const edited = await post(shop, '/api/v1/profile/edit', names, created.token);
  expect(edited.statusCode, edited.body).toBe(200);
  return { ...created, ...names };
}

/** The account orders the variant with its own contact, pays at the test gateway, and reviews the product. */
async function buyAndReview(
  shop: TestShop,
  buyer: Awaited<ReturnType<typeof account>>,
  product: { variantId: number; productId: number },
  extra: Record<string, unknown> = {},
) {
  const form = await checkoutForm(shop, [{ product_variant_id: product.variantId, quantity: 1 }], {
    contact: { first_name: buyer.first_name, last_name: buyer.last_name, email: buyer.email, phone: buyer.phone },
    note: `Ring ${buyer.first_name} ${buyer.last_name} at ${buyer.phone}`,
    ...extra,
  });
  const placed = await placeOrder(shop, form, { token: buyer.token, key: `key-${hex()}-${hex()}` });
  const payment = await startPayment(shop, placed.order);
  expect((await pressGatewayButton(shop, payment.payment_id, 'paid')).statusCode).toBe(303);
  const review = await post(
    shop,
    '/api/v1/reviews/add?lang=en',
    { product_id: product.productId, rating: 5, text: `Lovely fabric, says ${buyer.email}.` },
    buyer.token,
  );
  expect(review.statusCode, review.body).toBe(201);
  return { order: placed.order, reviewId: review.json<{ id: number }>().id };
}

/** Every table of the test database, read from the catalogue, not listed by hand. */
async function allTables(shop: TestShop): Promise<string[]> {
  if (shop.database === 'sqlite') {
    const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(shop.db);
    return rows.rows.map((row) => row.name);
  }
  const rows = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(shop.db);
  return rows.rows.map((row) => row.table_name);
}

/** Where any of `needles` appears (case-insensitive substring) in any column of any row of any table. */
async function findEverywhere(shop: TestShop, needles: readonly string[]) {
  const lower = needles.map((needle) => needle.toLowerCase());
  const found: string[] = [];
  const tables = await allTables(shop);
  expect(tables).toEqual(expect.arrayContaining(['customers', 'orders', 'reviews', 'payment_events']));
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(shop.db);
    for (const row of rows.rows)
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        const text = (value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : String(value)).toLowerCase();
        for (const needle of lower) if (text.includes(needle)) found.push(`${table}.${column} has ${needle}`);
      }
  }
  return found;
}

const reviewOf = (shop: TestShop, id: number) =>
  shop.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();

async function productCardAuthors(shop: TestShop, productId: number, lang: string) {
  const response = await call(shop, 'GET', `/api/v1/reviews/product-card?product_id=${productId}&lang=${lang}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { id: number; author_name: string }[]; summary: { count: number } }>();
}

/** Makes the account one without a password, as a social sign-in makes it. */
const dropPassword = (shop: TestShop, id: number) =>
  shop.db.updateTable('customers').set({ password_hash: null }).where('id', '=', id).execute();

describeEachDatabase('account operations of the profile', (shop) => {
  it('refuses a guest with 401 before reading the body', async () => {
    for (const url of [CHANGE_PASSWORD, CHANGE_EMAIL, DELETE, '/api/v1/profile/reviews/1/delete'])
      expectProblem(await post(shop(), url, { nonsense: true }), 401);
    expectProblem(await call(shop(), 'GET', EXPORT), 401);
  });

  it('changes the password after the current one: others signed out, reset links ended, this session kept', async () => {
    const a = await account(shop());
    const other = await signIn(shop(), a.email, PASSWORD);
    const otherToken = setCookie(other, 'jwt')?.value ?? '';
    await post(shop(), '/api/auth/forgot-password/send-email', { email: a.email });
    const resetMail = await lastMailTo(shop(), a.email, 2);
    const token = /token=([^&\s]+)/.exec(resetMail.text)?.[1] ?? '';

    const wrong = await post(
      shop(),
      CHANGE_PASSWORD,
      { current_password: 'not my password', new_password: 'x'.repeat(9) },
      a.token,
    );
    expectMatchesContract('POST', CHANGE_PASSWORD, wrong);
    expect(expectProblem(wrong, 422).errors).toEqual({ current_password: ['customer.wrong_password'] });
    expect((await signIn(shop(), a.email, PASSWORD)).statusCode).toBe(200);

    const changed = await post(
      shop(),
      `${CHANGE_PASSWORD}?lang=ru`,
      { current_password: PASSWORD, new_password: 'a new long passphrase' },
      a.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expectMatchesContract('POST', CHANGE_PASSWORD, changed);
    expect((await call(shop(), 'GET', '/api/v1/profile', undefined, { token: a.token })).statusCode).toBe(200);
    expectProblem(await call(shop(), 'GET', '/api/v1/profile', undefined, { token: otherToken }), 401);
    expect((await call(shop(), 'GET', `/api/auth/reset-password/${token}`)).json()).toMatchObject({ valid: false });
    expectProblem(await signIn(shop(), a.email, PASSWORD), 401);
    expect((await signIn(shop(), a.email, 'a new long passphrase')).statusCode).toBe(200);
    const mail = (await mailsTo(shop(), a.email)).find((candidate) => candidate.template === 'password-changed');
    expect(mail).toMatchObject({ locale: 'ru', subject: 'Пароль изменён' });
  });

  it('counts wrong current passwords on the sign-in limit: 429 after ten from one address', async () => {
    const a = await account(shop());
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (
          await post(
            shop(),
            CHANGE_PASSWORD,
            { current_password: `wrong ${i} guess`, new_password: 'x'.repeat(9) },
            a.token,
            ip,
          )
        ).statusCode,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
  });

  it('sets a password for an account without one by a code mailed to its e-mail', async () => {
    const a = await account(shop());
    await dropPassword(shop(), a.id);
    const withPassword = await post(
      shop(),
      CHANGE_PASSWORD,
      { current_password: PASSWORD, new_password: 'x'.repeat(9) },
      a.token,
    );
    expect(expectProblem(withPassword, 422).errors).toEqual({ code: ['customer.wrong_code'] });
    const sent = await sendCode(shop(), a.email);
    const wrong = await post(
      shop(),
      CHANGE_PASSWORD,
      { code: sent.code === '000000' ? '111111' : '000000', identity: sent.identity, new_password: 'x'.repeat(9) },
      a.token,
    );
    expect(expectProblem(wrong, 422).errors).toEqual({ code: ['customer.wrong_code'] });
    // A code mailed to another address does not prove this account.
    const foreign = await sendCode(shop(), uniqueEmail());
    expectProblem(
      await post(
        shop(),
        CHANGE_PASSWORD,
        { code: foreign.code, identity: foreign.identity, new_password: 'x'.repeat(9) },
        a.token,
      ),
      422,
    );
    const set = await post(
      shop(),
      CHANGE_PASSWORD,
      { code: sent.code, identity: sent.identity, new_password: 'first password' },
      a.token,
    );
    expect(set.statusCode, set.body).toBe(200);
    // Used up: the same code again is refused.
    expectProblem(
      await post(
        shop(),
        CHANGE_PASSWORD,
        { code: sent.code, identity: sent.identity, new_password: 'x'.repeat(9) },
        a.token,
      ),
      422,
    );
    expect((await signIn(shop(), a.email, 'first password')).statusCode).toBe(200);
  });

  it('changes the e-mail by a code of the new address; taken 409, wrong code 422; the old address is told', async () => {
    const a = await account(shop());
    const b = await account(shop());
    const takenCode = await sendCode(shop(), b.email);
    const taken = await post(
      shop(),
      CHANGE_EMAIL,
      { email: b.email.toUpperCase(), code: takenCode.code, identity: takenCode.identity },
      a.token,
    );
    expectMatchesContract('POST', CHANGE_EMAIL, taken);
    expect(expectProblem(taken, 409).errors).toEqual({ email: ['customer.email_taken'] });

    const next = uniqueEmail('moved');
    const sent = await sendCode(shop(), next);
    const wrong = await post(
      shop(),
      CHANGE_EMAIL,
      { email: next, code: sent.code === '000000' ? '111111' : '000000', identity: sent.identity },
      a.token,
    );
    expect(expectProblem(wrong, 422).errors).toEqual({ code: ['customer.wrong_code'] });

    const changed = await post(
      shop(),
      `${CHANGE_EMAIL}?lang=en`,
      { email: ` ${next.toUpperCase()} `.trim(), code: sent.code, identity: sent.identity },
      a.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const customer = expectMatchesContract('POST', CHANGE_EMAIL, changed) as {
      email: string;
      confirmed_emails: { email: string }[];
    };
    expect(customer.email).toBe(next);
    expect(customer.confirmed_emails.map((row) => row.email).sort()).toEqual([a.email, next].sort());
    const told = (await mailsTo(shop(), a.email)).find((mail) => mail.template === 'email-changed');
    expect(told?.text).toContain(next.slice(0, 1));
    expect(told?.text).not.toContain(next);
    expect((await signIn(shop(), next, PASSWORD)).statusCode).toBe(200);
    expectProblem(await signIn(shop(), a.email, PASSWORD), 401);
    // B is untouched.
    expect((await signIn(shop(), b.email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets one of two accounts racing for one address have it; the other gets 409, not 500', async () => {
    const [a, c] = await Promise.all([account(shop()), account(shop())]);
    const target = uniqueEmail('contested');
    const forA = await sendCode(shop(), target);
    const forC = await sendCode(shop(), target);
    const answers = await Promise.all([
      post(shop(), CHANGE_EMAIL, { email: target, code: forA.code, identity: forA.identity }, a.token),
      post(shop(), CHANGE_EMAIL, { email: target, code: forC.code, identity: forC.identity }, c.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const holders = await shop().db.selectFrom('customers').select('id').where('email', '=', target).execute();
    expect(holders).toHaveLength(1);
  });

  it('deletes only the customer’s own review, with its likes; ratings follow', async () => {
    const product = await productToBuy(shop(), 1);
    const a = await account(shop());
    const b = await account(shop());
    const mine = await buyAndReview(shop(), a, product);
    const theirs = await buyAndReview(shop(), b, product);
    expect((await post(shop(), `/api/v1/reviews/${mine.reviewId}/toggle-like`, undefined, b.token)).statusCode).toBe(
      200,
    );
    const before = (await productCardAuthors(shop(), product.productId, 'en')).summary.count;

    const foreign = await post(shop(), `/api/v1/profile/reviews/${theirs.reviewId}/delete`, undefined, a.token);
    expectMatchesContract('POST', DELETE_REVIEW, foreign);
    expectProblem(foreign, 404);
    expectProblem(await post(shop(), '/api/v1/profile/reviews/2147483647/delete', undefined, a.token), 404);
    expect(await reviewOf(shop(), theirs.reviewId)).toBeDefined();

    const deleted = await post(shop(), `/api/v1/profile/reviews/${mine.reviewId}/delete`, undefined, a.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectMatchesContract('POST', DELETE_REVIEW, deleted);
    expect(await reviewOf(shop(), mine.reviewId)).toBeUndefined();
    const likes = await shop()
      .db.selectFrom('review_likes')
      .select('id')
      .where('review_id', '=', mine.reviewId)
      .execute();
    expect(likes).toHaveLength(0);
    expect((await productCardAuthors(shop(), product.productId, 'en')).summary.count).toBe(before - 1);
    expectProblem(await post(shop(), `/api/v1/profile/reviews/${mine.reviewId}/delete`, undefined, a.token), 404);
  });

  it('exports the customer’s data as a file: A’s orders, reviews, likes, wish list, e-mails; nothing of B', async () => {
    const product = await productToBuy(shop(), 2);
    const a = await account(shop());
    const b = await account(shop());
    const mine = await buyAndReview(shop(), a, product);
    const theirs = await buyAndReview(shop(), b, product);
    // A guest order placed with A's confirmed e-mail is A's too.
    const guest = await placeOrder(
      shop(),
      await checkoutForm(shop(), [{ product_variant_id: product.variantId, quantity: 1 }], {
        contact: { first_name: a.first_name, last_name: a.last_name, email: a.email, phone: a.phone },
      }),
    );
    await post(shop(), `/api/v1/reviews/${theirs.reviewId}/toggle-like`, undefined, a.token);
    await post(shop(), '/api/v1/profile/wish-list/add', { product_variant_id: product.variantId }, a.token);

    const response = await call(shop(), 'GET', EXPORT, undefined, { token: a.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = expectMatchesContract('GET', EXPORT, response) as {
      profile: { id: number; email: string };
      addresses: { city: string }[];
      orders: { number: string }[];
      reviews: { id: number }[];
      likes: { review_id: number }[];
      wish_list: number[];
      confirmed_emails: { email: string }[];
      consents: { cookie_consent: number | null; purposes: Record<string, boolean>; decided_at: string | null };
    };
    expect(data.profile).toMatchObject({ id: a.id, email: a.email });
    expect(data.orders.map((order) => order.number).sort()).toEqual([mine.order.number, guest.order.number].sort());
    expect(data.addresses).toHaveLength(1);
    expect(data.reviews.map((review) => review.id)).toEqual([mine.reviewId]);
    expect(data.likes.map((like) => like.review_id)).toEqual([theirs.reviewId]);
    expect(data.wish_list).toEqual([product.variantId]);
    expect(data.confirmed_emails.map((row) => row.email)).toEqual([a.email]);
    expect(data.consents).toEqual({
      cookie_consent: null,
      purposes: { analytics: false, advertising: false },
      decided_at: null,
    });
    for (const secret of [b.email, b.first_name, b.last_name, b.phone, theirs.order.number])
      expect(response.body).not.toContain(secret);
  });

  it('rate-limits the export per customer: 429 after ten a minute', async () => {
    const a = await account(shop());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await call(shop(), 'GET', EXPORT, undefined, { token: a.token })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    const b = await account(shop());
    expect((await call(shop(), 'GET', EXPORT, undefined, { token: b.token })).statusCode).toBe(200);
  });

  it('refuses a wrong password on deletion with 422 and deletes nothing', async () => {
    const a = await account(shop());
    const wrong = await post(shop(), DELETE, { current_password: 'not my password' }, a.token);
    expectMatchesContract('POST', DELETE, wrong);
    expect(expectProblem(wrong, 422).errors).toEqual({ current_password: ['customer.wrong_password'] });
    expect((await call(shop(), 'GET', '/api/v1/profile', undefined, { token: a.token })).statusCode).toBe(200);
    expect(
      await shop().db.selectFrom('customers').select('id').where('id', '=', a.id).executeTakeFirst(),
    ).toBeDefined();
  });

  it('deletes the account: its personal data is in no column of any table; orders kept anonymised; B untouched', async () => {
    const product = await productToBuy(shop(), 3);
    const a = await account(shop());
    const b = await account(shop());
    const promo = await addPromoCode(shop());
    const mine = await buyAndReview(shop(), a, product, { promocode: promo.code });
    const theirs = await buyAndReview(shop(), b, product);
    const guest = await placeOrder(
      shop(),
      await checkoutForm(shop(), [{ product_variant_id: product.variantId, quantity: 1 }], {
        contact: { first_name: a.first_name, last_name: a.last_name, email: a.email, phone: a.phone },
      }),
      { key: `guest-${hex()}-${hex()}` },
    );
    // Likes both ways, a wish list, a stored cart, a reset link, a social link, an open code.
    await post(shop(), `/api/v1/reviews/${theirs.reviewId}/toggle-like`, undefined, a.token);
    await post(shop(), `/api/v1/reviews/${mine.reviewId}/toggle-like`, undefined, b.token);
    await post(shop(), '/api/v1/profile/wish-list/add', { product_variant_id: product.variantId }, a.token);
    const cart = await post(
      shop(),
      '/api/v1/cart/edit-quantity',
      { product_variant_id: product.variantId, quantity: 1 },
      a.token,
    );
    expect(cart.statusCode, cart.body).toBe(200);
    await post(shop(), '/api/auth/forgot-password/send-email', { email: a.email });
    await lastMailTo(shop(), a.email, 4);
    await shop()
      .db.insertInto('social_accounts')
      .values({ provider: 'google', subject: `g-${hex()}`, customer_id: a.id, email: a.email, created_at: Date.now() })
      .execute();
    await sendCode(shop(), a.email);
    const needles = [a.email, a.first_name, a.last_name, a.phone];
    expect((await findEverywhere(shop(), needles)).length).toBeGreaterThan(10);

    const other = setCookie(await signIn(shop(), a.email, PASSWORD), 'jwt')?.value ?? '';
    const deleted = await post(shop(), DELETE, { current_password: PASSWORD }, a.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectMatchesContract('POST', DELETE, deleted);
    expect(setCookie(deleted, 'jwt')).toMatchObject({ value: '', maxAge: 0, httpOnly: true });

    expect(await findEverywhere(shop(), needles)).toEqual([]);
    for (const token of [a.token, other])
      expectProblem(await call(shop(), 'GET', '/api/v1/profile', undefined, { token }), 401);
    expectProblem(await signIn(shop(), a.email, PASSWORD), 401);
    const mail = (await mailsTo(shop(), a.email)).find((candidate) => candidate.template === 'account-deleted');
    expect(mail?.subject).toBe('Your account was deleted');

    // Orders stay for the books, detached and anonymised; their old links no longer open them.
    const kept = await shop()
      .db.selectFrom('orders')
      .selectAll()
      .where('number', 'in', [mine.order.number, guest.order.number])
      .execute();
    expect(kept).toHaveLength(2);
    for (const order of kept) {
      expect(order).toMatchObject({
        customer_id: null,
        email: '',
        first_name: '',
        last_name: '',
        phone: '',
        street: '',
        note: null,
        mailbox: null,
      });
      expect(order.total_minor).toBeGreaterThan(0);
    }
    expectProblem(await call(shop(), 'GET', `/api/v1/order/by-crypto?crypto=${mine.order.crypto}`), 404);
    // The review stays under "Former customer"; A's like of B's review is gone, B's like of A's kept.
    expect(await reviewOf(shop(), mine.reviewId)).toMatchObject({ customer_id: null, likes_count: 1 });
    expect(await reviewOf(shop(), theirs.reviewId)).toMatchObject({ customer_id: b.id, likes_count: 0 });
    const en = await productCardAuthors(shop(), product.productId, 'en');
    const ru = await productCardAuthors(shop(), product.productId, 'ru');
    expect(en.items.find((item) => item.id === mine.reviewId)?.author_name).toBe('Former customer');
    expect(ru.items.find((item) => item.id === mine.reviewId)?.author_name).toBe('Бывший покупатель');

    // B's data is untouched.
    expect((await signIn(shop(), b.email, PASSWORD)).statusCode).toBe(200);
    expect((await findEverywhere(shop(), [b.email, b.first_name, b.last_name])).length).toBeGreaterThan(3);
    const bOrder = await shop()
      .db.selectFrom('orders')
      .selectAll()
      .where('number', '=', theirs.order.number)
      .executeTakeFirstOrThrow();
    expect(bOrder).toMatchObject({ customer_id: b.id, email: b.email, first_name: b.first_name });
  });

  it('deletes an account without a password by a code, and its reviews when asked', async () => {
    const product = await productToBuy(shop(), 4);
    const a = await account(shop());
    const mine = await buyAndReview(shop(), a, product);
    await dropPassword(shop(), a.id);
    const before = (await productCardAuthors(shop(), product.productId, 'en')).summary.count;
    const sent = await sendCode(shop(), a.email);
    const wrong = await post(
      shop(),
      DELETE,
      { code: sent.code === '000000' ? '111111' : '000000', identity: sent.identity },
      a.token,
    );
    expect(expectProblem(wrong, 422).errors).toEqual({ code: ['customer.wrong_code'] });
    const logged = await shop()
      .db.selectFrom('catalog_changes')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const deleted = await post(
      shop(),
      DELETE,
      { code: sent.code, identity: sent.identity, keep_reviews: false },
      a.token,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await reviewOf(shop(), mine.reviewId)).toBeUndefined();
    expect((await productCardAuthors(shop(), product.productId, 'en')).summary.count).toBe(before - 1);
    // The product's rating changed: cached cards and listings are told through the change log.
    expect(
      await shop()
        .db.selectFrom('catalog_changes')
        .select(['scope', 'key'])
        .where('id', '>', Number(logged.id ?? 0))
        .execute(),
    ).toEqual([{ scope: 'product', key: String(product.productId) }]);
    expect(await findEverywhere(shop(), [a.email, a.first_name, a.last_name, a.phone])).toEqual([]);
  });
});
