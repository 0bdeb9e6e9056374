import { expect, it } from 'vitest';
import { call, registerAccount } from '../helpers/auth';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { checkoutForm, placeOrder, pressGatewayButton, productToBuy, startPayment } from '../helpers/checkout';
import { expectMatchesContract, expectProblem } from '../helpers/contract';

type ReviewList = {
  items: Array<{
    id: number;
    product_id: number;
    product_url: string;
    rating: number;
    likes: number;
    created_at: string;
    text_html: string;
    title: string | null;
    status: string;
    liked_by_me: boolean;
    verified_purchase: boolean;
  }>;
  pagination: { page: number; per_page: number; total: number; last_page: number };
  summary: {
    average: number | null;
    count: number;
    distribution: Record<'one' | 'two' | 'three' | 'four' | 'five', number>;
  };
};

const PATH = '/api/v1/reviews/product-card';

async function reviews(shop: TestShop, query: string): Promise<ReviewList> {
  const response = await shop.app.inject({ method: 'GET', url: `${PATH}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', PATH, response) as ReviewList;
}

/** The demo product with the most published reviews. */
async function reviewedProduct(shop: TestShop) {
  const rows = await shop.db.selectFrom('reviews').select(['product_id', 'status']).execute();
  const counts = new Map<number, number>();
  for (const row of rows)
    if (row.status === 'published') counts.set(row.product_id, (counts.get(row.product_id) ?? 0) + 1);
  const [productId, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!productId || !count || count < 2) throw new Error('the demo has no product with two published reviews');
  return { productId, count };
}

/** Adds a review straight to the database, as moderation would leave it. */
async function insertReview(
  shop: TestShop,
  productId: number,
  review: { rating: number; text: string; status?: 'published' | 'pending' | 'rejected'; likes?: number; at?: number },
) {
  const now = review.at ?? Date.now();
  const row = await shop.db
    .insertInto('reviews')
    .values({
      product_id: productId,
      customer_id: null,
      author_name: 'Test R.',
      rating: review.rating,
      title: '',
      text: review.text,
      locale: 'en',
      status: review.status ?? 'published',
      likes_count: review.likes ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDatabase('GET /api/v1/reviews/product-card', (shop) => {
  it('lists the published reviews with a summary that adds up', async () => {
    const { productId, count } = await reviewedProduct(shop());
    const list = await reviews(shop(), `product_id=${productId}&lang=en`);
    expect(list.summary.count).toBe(count);
    expect(list.pagination).toMatchObject({ page: 1, total: count });
    expect(list.items).toHaveLength(Math.min(count, list.pagination.per_page));
    const stars = Object.values(list.summary.distribution);
    expect(stars.reduce((sum, n) => sum + n, 0)).toBe(count);
    const weighted = stars.reduce((sum, n, index) => sum + n * (index + 1), 0);
    expect(list.summary.average).toBe(Math.round((weighted / count) * 10) / 10);
    for (const item of list.items) {
      expect(item.product_id).toBe(productId);
      expect(item.status).toBe('published');
      expect(item.liked_by_me).toBe(false);
      expect(item.product_url).toMatch(/^\/catalog\//);
    }
    // Newest first by default.
    const dates = list.items.map((item) => Date.parse(item.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('sorts by rating and by likes, and pages without losing or repeating a review', async () => {
    const { productId, count } = await reviewedProduct(shop());
    const byRating = await reviews(shop(), `product_id=${productId}&sort=rating&per_page=96`);
    expect(byRating.items.map((item) => item.rating)).toEqual(
      [...byRating.items.map((item) => item.rating)].sort((a, b) => b - a),
    );
    const helpful = await reviews(shop(), `product_id=${productId}&sort=helpful&per_page=96`);
    expect(helpful.items.map((item) => item.likes)).toEqual(
      [...helpful.items.map((item) => item.likes)].sort((a, b) => b - a),
    );
    const seen: number[] = [];
    for (let page = 1; page <= count; page += 1)
      seen.push(
        ...(await reviews(shop(), `product_id=${productId}&per_page=1&page=${page}`)).items.map((item) => item.id),
      );
    expect(new Set(seen).size).toBe(count);
    const past = await reviews(shop(), `product_id=${productId}&per_page=1&page=${count + 1}`);
    expect(past.items).toEqual([]);
    expect(past.pagination.last_page).toBe(count);
  });

  it('leaves out pending and rejected reviews, and escapes what authors write', async () => {
    const { productId } = await reviewedProduct(shop());
    const before = await reviews(shop(), `product_id=${productId}`);
    const ids = [
      await insertReview(shop(), productId, { rating: 1, text: 'hidden', status: 'pending' }),
      await insertReview(shop(), productId, { rating: 1, text: 'hidden', status: 'rejected' }),
      await insertReview(shop(), productId, {
        rating: 5,
        text: '<script>alert(1)</script>\n<img src=x onerror=alert(2)>\n\nSecond paragraph',
        at: Date.now() + 60_000,
      }),
    ];
    try {
      const after = await reviews(shop(), `product_id=${productId}`);
      expect(after.summary.count).toBe(before.summary.count + 1);
      const newest = after.items[0];
      expect(newest?.id).toBe(ids[2]);
      expect(newest?.title).toBeNull();
      expect(newest?.text_html).toBe(
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>&lt;img src=x onerror=alert(2)&gt;</p><p>Second paragraph</p>',
      );
    } finally {
      await shop().db.deleteFrom('reviews').where('id', 'in', ids).execute();
    }
  });

  it('answers a product without reviews with an empty list and a null average', async () => {
    const reviewed = await shop().db.selectFrom('reviews').select('product_id').execute();
    const product = await shop()
      .db.selectFrom('products')
      .select('id')
      .where('active', '=', 1)
      .where('id', 'not in', [0, ...reviewed.map((row) => row.product_id)])
      .executeTakeFirst();
    if (!product) throw new Error('every demo product has reviews');
    const list = await reviews(shop(), `product_id=${product.id}`);
    expect(list).toMatchObject({
      items: [],
      summary: { average: null, count: 0, distribution: { one: 0, two: 0, three: 0, four: 0, five: 0 } },
      pagination: { total: 0, last_page: 1 },
    });
  });

  it('answers an unknown or hidden product with 404 and bad parameters with 400', async () => {
    expectProblem(await shop().app.inject({ method: 'GET', url: `${PATH}?product_id=999999` }), 404);
    const { productId } = await reviewedProduct(shop());
    await shop().db.updateTable('products').set({ active: 0 }).where('id', '=', productId).execute();
    try {
      expectProblem(await shop().app.inject({ method: 'GET', url: `${PATH}?product_id=${productId}` }), 404);
    } finally {
      await shop().db.updateTable('products').set({ active: 1 }).where('id', '=', productId).execute();
    }
    for (const query of [
      '',
      'product_id=abc',
      'product_id=0',
      'product_id=1&page=-1',
      'product_id=1&page=1000000000',
      'product_id=1&sort=worst',
      'product_id=1&per_page=1000',
    ]) {
      expectProblem(await shop().app.inject({ method: 'GET', url: `${PATH}?${query}` }), 400);
    }
  });
});

interface Review {
  id: number;
  product_id: number;
  author_name: string;
  rating: number;
  title: string | null;
  text_html: string;
  likes: number;
  liked_by_me: boolean;
  status: string;
  variant: { color_name: string; size_name: string } | null;
  verified_purchase: boolean;
}

const ADD = '/api/v1/reviews/add';
const TEXT = 'True to size and the colour is lovely.';

/** The customer orders one unit of the variant and, unless `pay` is false, pays at the test gateway. */
async function buy(shop: TestShop, token: string, variantId: number, pay = true) {
  const placed = await placeOrder(shop, await checkoutForm(shop, [{ product_variant_id: variantId, quantity: 1 }]), {
    token,
  });
  if (!pay) return;
  const payment = await startPayment(shop, placed.order);
  expect((await pressGatewayButton(shop, payment.payment_id, 'paid')).statusCode).toBe(303);
}

function addReview(shop: TestShop, token: string | undefined, body: Record<string, unknown>) {
  return call(shop, 'POST', `${ADD}?lang=en`, body, { token });
}

async function added(shop: TestShop, token: string, body: Record<string, unknown>, status = 201) {
  const response = await addReview(shop, token, body);
  expect(response.statusCode, response.body).toBe(status);
  return expectMatchesContract('POST', ADD, response) as Review;
}

const reviewRows = (shop: TestShop, productId: number) =>
  shop.db.selectFrom('reviews').select(['id', 'customer_id']).where('product_id', '=', productId).execute();

function toggle(shop: TestShop, token: string, reviewId: number) {
  return call(shop, 'POST', `/api/v1/reviews/${reviewId}/toggle-like`, undefined, { token });
}

async function likeRows(shop: TestShop, reviewId: number) {
  const [review, likes] = await Promise.all([
    shop.db.selectFrom('reviews').select('likes_count').where('id', '=', reviewId).executeTakeFirstOrThrow(),
    shop.db.selectFrom('review_likes').select('customer_id').where('review_id', '=', reviewId).execute(),
  ]);
  return { count: review.likes_count, rows: likes.length };
}

describeEachDatabase('writing, reading and liking reviews', (shop) => {
  it('is for signed-in customers only', async () => {
    expectProblem(await addReview(shop(), undefined, { product_id: 1, rating: 5, text: TEXT }), 401);
    expectProblem(await call(shop(), 'POST', '/api/v1/reviews/1/toggle-like'), 401);
    for (const url of ['/api/v1/profile/reviews', '/api/v1/profile/reviews/get', '/api/v1/profile/reviews/1/get'])
      expectProblem(await call(shop(), 'GET', url), 401);
  });

  it('lets a buyer review once: published, verified, escaped, counted; a second add edits it', async () => {
    const { variantId, productId } = await productToBuy(shop(), 0);
    const { token, id: customerId } = await registerAccount(shop());
    await buy(shop(), token, variantId);
    const before = (await reviews(shop(), `product_id=${productId}`)).summary;

    const review = await added(shop(), token, {
      product_id: productId,
      rating: 1,
      title: '  Runs small  ',
      text: `  <b>Too</b> small.\n<script>alert(1)</script>  `,
    });
    expect(review).toMatchObject({
      product_id: productId,
      author_name: 'Anna',
      rating: 1,
      title: 'Runs small',
      text_html: '<p>&lt;b&gt;Too&lt;/b&gt; small.<br>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      likes: 0,
      liked_by_me: false,
      status: 'published',
      verified_purchase: true,
    });
    expect(review.variant).toEqual({ color_name: expect.any(String), size_name: expect.any(String) });
    const stored = await shop()
      .db.selectFrom('reviews')
      .selectAll()
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    // Stored as the plain text written (trimmed), never as HTML.
    expect(stored).toMatchObject({ text: '<b>Too</b> small.\n<script>alert(1)</script>', customer_id: customerId });

    const after = (await reviews(shop(), `product_id=${productId}`)).summary;
    expect(after.count).toBe(before.count + 1);
    expect(after.distribution.one).toBe(before.distribution.one + 1);

    // The like survives an edit; the edit answers 200 with the same review.
    const { token: liker } = await registerAccount(shop());
    expect((await toggle(shop(), liker, review.id)).json()).toEqual({ liked: true, likes: 1 });
    const edited = await added(shop(), token, { product_id: productId, rating: 5, text: TEXT }, 200);
    expect(edited).toMatchObject({ id: review.id, rating: 5, title: null, likes: 1, text_html: `<p>${TEXT}</p>` });
    expect((await reviewRows(shop(), productId)).filter((row) => row.customer_id === customerId)).toHaveLength(1);
    const edits = (await reviews(shop(), `product_id=${productId}`)).summary;
    expect(edits.count).toBe(after.count);
    expect(edits.distribution).toMatchObject({
      one: before.distribution.one,
      five: before.distribution.five + 1,
    });
  });

  it('refuses a customer who did not buy, or did not pay, and saves nothing', async () => {
    const { variantId, productId } = await productToBuy(shop(), 1);
    const { token } = await registerAccount(shop());
    const rows = (await reviewRows(shop(), productId)).length;
    expectProblem(await addReview(shop(), token, { product_id: productId, rating: 5, text: TEXT }), 403);
    await buy(shop(), token, variantId, false);
    expectProblem(await addReview(shop(), token, { product_id: productId, rating: 5, text: TEXT }), 403);
    expect(await reviewRows(shop(), productId)).toHaveLength(rows);
    // Nor does the product count among what the customer may review.
    const list = await call(shop(), 'GET', '/api/v1/profile/reviews/get', undefined, { token });
    expect(expectMatchesContract('GET', '/api/v1/profile/reviews/get', list)).toEqual({ items: [] });
  });

  it('answers bad fields with 400 and their errors, another product’s variant with 422, an unknown product with 404', async () => {
    const { variantId, productId } = await productToBuy(shop(), 2);
    const { token } = await registerAccount(shop());
    await buy(shop(), token, variantId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ product_id: productId, rating: 0, text: TEXT }, 'rating'],
      [{ product_id: productId, rating: 6, text: TEXT }, 'rating'],
      [{ product_id: productId, rating: 4.5, text: TEXT }, 'rating'],
      [{ product_id: productId, rating: 5, text: 'Too short' }, 'text'],
      [{ product_id: productId, rating: 5, text: `  short    ` }, 'text'],
      [{ product_id: productId, rating: 5, text: 'x'.repeat(2001) }, 'text'],
      [{ product_id: productId, rating: 5, text: TEXT, title: 'x'.repeat(121) }, 'title'],
      [{ product_id: productId, rating: 5 }, 'text'],
    ];
    for (const [body, field] of cases) {
      const problem = expectProblem(await addReview(shop(), token, body), 400) as { errors?: Record<string, string[]> };
      expect(Object.keys(problem.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await added(shop(), token, { product_id: productId, rating: 5, text: 'x'.repeat(2000) })).toMatchObject({
      rating: 5,
    });
    const [otherVariant] = await shop()
      .db.selectFrom('product_variants')
      .select('id')
      .where('product_id', '<>', productId)
      .limit(1)
      .execute();
    expectProblem(
      await addReview(shop(), token, { product_id: productId, rating: 5, text: TEXT, variant_id: otherVariant?.id }),
      422,
    );
    expectProblem(await addReview(shop(), token, { product_id: 999_999, rating: 5, text: TEXT }), 404);
  });

  it('toggles a like per customer, and parallel toggles leave the count equal to the rows', async () => {
    const { variantId, productId } = await productToBuy(shop(), 3);
    const { token: author } = await registerAccount(shop());
    await buy(shop(), author, variantId);
    const review = await added(shop(), author, { product_id: productId, rating: 4, text: TEXT });
    const path = `/api/v1/reviews/{id}/toggle-like`;
    const { token } = await registerAccount(shop());
    expect(expectMatchesContract('POST', path, await toggle(shop(), token, review.id))).toEqual({
      liked: true,
      likes: 1,
    });
    const got = await call(shop(), 'GET', `/api/v1/reviews/${review.id}/get`, undefined, { token });
    expect(expectMatchesContract('GET', '/api/v1/reviews/{id}/get', got)).toMatchObject({
      liked_by_me: true,
      likes: 1,
    });
    // The product card's list says so too for the liker (a like survives a reload), and for nobody else.
    const card = (viewer?: string) =>
      call(shop(), 'GET', `/api/v1/reviews/product-card?product_id=${productId}&per_page=96`, undefined, {
        ...(viewer ? { token: viewer } : {}),
      });
    const mine = expectMatchesContract('GET', '/api/v1/reviews/product-card', await card(token)) as {
      items: { id: number; liked_by_me: boolean; likes: number }[];
    };
    expect(mine.items.find((item) => item.id === review.id)).toMatchObject({ liked_by_me: true, likes: 1 });
    const theirs = expectMatchesContract('GET', '/api/v1/reviews/product-card', await card(author)) as {
      items: { id: number; liked_by_me: boolean }[];
    };
    expect(theirs.items.find((item) => item.id === review.id)?.liked_by_me).toBe(false);
    const guest = expectMatchesContract('GET', '/api/v1/reviews/product-card', await card()) as {
      items: { id: number; liked_by_me: boolean }[];
    };
    expect(guest.items.find((item) => item.id === review.id)?.liked_by_me).toBe(false);
    expect(expectMatchesContract('POST', path, await toggle(shop(), token, review.id))).toEqual({
      liked: false,
      likes: 0,
    });

    // One customer pressing twenty times at once, then five customers pressing four times each.
    const same = await Promise.all(Array.from({ length: 20 }, () => toggle(shop(), token, review.id)));
    for (const response of same) expect(response.statusCode, response.body).toBe(200);
    let state = await likeRows(shop(), review.id);
    expect(state.count).toBe(state.rows);
    expect(state.rows).toBeLessThanOrEqual(1);
    const others = await Promise.all(Array.from({ length: 5 }, () => registerAccount(shop())));
    const mixed = await Promise.all(
      others.flatMap((other) => Array.from({ length: 4 }, () => toggle(shop(), other.token, review.id))),
    );
    for (const response of mixed) expect(response.statusCode, response.body).toBe(200);
    state = await likeRows(shop(), review.id);
    expect(state.count).toBe(state.rows);

    expectProblem(await toggle(shop(), token, 2_000_000_000), 404);
    await shop().db.updateTable('reviews').set({ status: 'pending' }).where('id', '=', review.id).execute();
    try {
      expectProblem(await toggle(shop(), token, review.id), 404);
    } finally {
      await shop().db.updateTable('reviews').set({ status: 'published' }).where('id', '=', review.id).execute();
    }
    expectProblem(await call(shop(), 'POST', '/api/v1/reviews/abc/toggle-like', undefined, { token }), 400);
  });

  it('shows a published review to anybody and an unpublished one to its author only', async () => {
    const { variantId, productId } = await productToBuy(shop(), 4);
    const { token: author } = await registerAccount(shop());
    await buy(shop(), author, variantId);
    const review = await added(shop(), author, { product_id: productId, rating: 3, text: TEXT });
    const url = `/api/v1/reviews/${review.id}/get?lang=en`;
    const contract = (response: Awaited<ReturnType<typeof call>>) =>
      expectMatchesContract('GET', '/api/v1/reviews/{id}/get', response) as Review;
    expect(contract(await call(shop(), 'GET', url))).toMatchObject({ id: review.id, liked_by_me: false });
    await shop().db.updateTable('reviews').set({ status: 'pending' }).where('id', '=', review.id).execute();
    expectProblem(await call(shop(), 'GET', url), 404);
    const { token: stranger } = await registerAccount(shop());
    expectProblem(await call(shop(), 'GET', url, undefined, { token: stranger }), 404);
    expect(contract(await call(shop(), 'GET', url, undefined, { token: author }))).toMatchObject({ status: 'pending' });
    expectProblem(await call(shop(), 'GET', '/api/v1/reviews/2000000000/get'), 404);
    expectProblem(await call(shop(), 'GET', '/api/v1/reviews/0/get'), 400);
  });

  it('gives each customer their own reviews, and what they bought with whether they reviewed it', async () => {
    const [first, second] = [await productToBuy(shop(), 5), await productToBuy(shop(), 6)];
    const { token } = await registerAccount(shop());
    await buy(shop(), token, first.variantId);
    await buy(shop(), token, second.variantId);
    const reviewable = async (who: string) =>
      expectMatchesContract(
        'GET',
        '/api/v1/profile/reviews/get',
        await call(shop(), 'GET', '/api/v1/profile/reviews/get?lang=en', undefined, { token: who }),
      ) as { items: Array<{ product_id: number; reviewed: boolean; review_id: number | null }> };
    // Newest order first, none reviewed yet.
    expect((await reviewable(token)).items).toEqual([
      expect.objectContaining({ product_id: second.productId, reviewed: false, review_id: null }),
      expect.objectContaining({ product_id: first.productId, reviewed: false, review_id: null }),
    ]);

    const older = await added(shop(), token, { product_id: first.productId, rating: 4, text: TEXT });
    const newer = await added(shop(), token, { product_id: second.productId, rating: 5, text: TEXT });
    expect((await reviewable(token)).items).toEqual([
      expect.objectContaining({ product_id: second.productId, reviewed: true, review_id: newer.id }),
      expect.objectContaining({ product_id: first.productId, reviewed: true, review_id: older.id }),
    ]);

    const page = await call(shop(), 'GET', '/api/v1/profile/reviews?lang=ru&per_page=1', undefined, { token });
    expect(expectMatchesContract('GET', '/api/v1/profile/reviews', page)).toMatchObject({
      page: { seo: { canonical: '/ru/profile/reviews' } },
      items: [{ id: newer.id }],
      pagination: { page: 1, per_page: 1, total: 2, last_page: 2 },
    });
    const second_page = await call(shop(), 'GET', '/api/v1/profile/reviews?page=2&per_page=1', undefined, { token });
    expect((second_page.json() as { items: Array<{ id: number }> }).items.map((item) => item.id)).toEqual([older.id]);

    const own = await call(shop(), 'GET', `/api/v1/profile/reviews/${older.id}/get`, undefined, { token });
    expect(expectMatchesContract('GET', '/api/v1/profile/reviews/{reviewId}/get', own)).toMatchObject({
      id: older.id,
      product_id: first.productId,
    });
    // Another customer never reads it there: 404, as for an unknown id.
    const { token: other } = await registerAccount(shop());
    expectProblem(
      await call(shop(), 'GET', `/api/v1/profile/reviews/${older.id}/get`, undefined, { token: other }),
      404,
    );
    expectProblem(await call(shop(), 'GET', '/api/v1/profile/reviews/2000000000/get', undefined, { token }), 404);
    const empty = await call(shop(), 'GET', '/api/v1/profile/reviews', undefined, { token: other });
    expect(expectMatchesContract('GET', '/api/v1/profile/reviews', empty)).toMatchObject({
      items: [],
      pagination: { total: 0, last_page: 1 },
    });
  });
});
