import { expect, it } from 'vitest';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
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
async function addReview(
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
      await addReview(shop(), productId, { rating: 1, text: 'hidden', status: 'pending' }),
      await addReview(shop(), productId, { rating: 1, text: 'hidden', status: 'rejected' }),
      await addReview(shop(), productId, {
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
