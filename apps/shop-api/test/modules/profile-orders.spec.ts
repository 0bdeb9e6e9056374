import { expect, it } from 'vitest';
import { addConfirmedEmail } from '../../src/modules/auth/repository';
import { call, registerAccount, uniqueEmail, type CallOptions } from '../helpers/auth';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { checkoutForm, placeOrder, stockVariant } from '../helpers/checkout';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { sellableVariantIds } from '../helpers/variants';

const ORDERS = '/api/v1/profile/orders';

interface OrdersPage {
  page: { seo: { canonical: string; h1: string } };
  items: Array<{
    id: number;
    number: string;
    crypto: string;
    status: string;
    payment_state: string;
    created_at: string;
    totals: { total_price: number };
    lines: Array<{ image: unknown }>;
  }>;
  pagination: { page: number; per_page: number; total: number; last_page: number };
}

async function ordersPage(shop: TestShop, token: string, query = ''): Promise<OrdersPage> {
  const response = await call(shop, 'GET', `${ORDERS}${query}`, undefined, { token });
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', ORDERS, response) as OrdersPage;
}

async function filteredPage(shop: TestShop, token: string, filter: Record<string, unknown>): Promise<OrdersPage> {
  const response = await call(shop, 'POST', ORDERS, { page: 1, ...filter }, { token });
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('POST', ORDERS, response) as OrdersPage;
}

/** Places an order of one unit (signed in with `options.token`, else as a guest) with the given e-mail. */
async function order(shop: TestShop, variant: number, email = uniqueEmail('buyer'), options: CallOptions = {}) {
  const form = await checkoutForm(shop, [{ product_variant_id: variant, quantity: 1 }], {
    contact: { first_name: 'Aino', last_name: 'Virtanen', email, phone: '+358401234567' },
  });
  return (await placeOrder(shop, form, options)).order;
}

/** Moves an order's date, as if it had been placed then. */
async function placedAt(shop: TestShop, orderId: number, iso: string) {
  await shop.db
    .updateTable('orders')
    .set({ created_at: Date.parse(iso) })
    .where('id', '=', orderId)
    .execute();
}

const ids = (page: OrdersPage) => page.items.map((item) => item.id);

describeEachDatabase('the profile order history', (shop) => {
  let variant = 0;
  it('is for signed-in customers only', async () => {
    [variant] = (await sellableVariantIds(shop(), 1)) as [number];
    await stockVariant(shop(), variant, 1000);
    const guest = [
      ['GET', await call(shop(), 'GET', ORDERS)],
      ['POST', await call(shop(), 'POST', ORDERS, { page: 1 })],
      // A guest's bad filter is still a 401: who asks is checked first.
      ['POST', await call(shop(), 'POST', ORDERS, { page: 0 })],
    ] as const;
    for (const [method, response] of guest) {
      expectProblem(response, 401);
      expectMatchesContract(method, ORDERS, response);
    }
  });

  it("lists the customer's own orders newest first, paged, never another customer's", async () => {
    const anna = await registerAccount(shop());
    const boris = await registerAccount(shop());
    const empty = await ordersPage(shop(), anna.token);
    expect(empty.items).toEqual([]);
    expect(empty.pagination).toEqual({ page: 1, per_page: 24, total: 0, last_page: 1 });

    const first = await order(shop(), variant, anna.email, { token: anna.token });
    const second = await order(shop(), variant, uniqueEmail('gift'), { token: anna.token });
    const third = await order(shop(), variant, uniqueEmail('gift'), { token: anna.token });
    const borisOrder = await order(shop(), variant, boris.email, { token: boris.token });
    await placedAt(shop(), first.id, '2025-03-01T10:00:00Z');
    await placedAt(shop(), second.id, '2025-05-01T10:00:00Z');
    await placedAt(shop(), third.id, '2025-04-01T10:00:00Z');

    const all = await ordersPage(shop(), anna.token, '?lang=ru');
    expect(ids(all)).toEqual([second.id, third.id, first.id]);
    expect(all.page.seo.canonical).toBe('/ru/profile/orders');
    expect(all.pagination).toEqual({ page: 1, per_page: 24, total: 3, last_page: 1 });
    const shown = all.items[0];
    expect(shown).toMatchObject({
      number: second.number,
      crypto: second.crypto,
      status: 'new',
      payment_state: second.payment_state,
      created_at: '2025-05-01T10:00:00.000Z',
      totals: { total_price: second.totals.total_price },
    });
    expect(shown?.lines).toHaveLength(1);

    const pageOne = await ordersPage(shop(), anna.token, '?page=1&per_page=2');
    const pageTwo = await ordersPage(shop(), anna.token, '?page=2&per_page=2');
    expect(ids(pageOne)).toEqual([second.id, third.id]);
    expect(ids(pageTwo)).toEqual([first.id]);
    expect(pageTwo.pagination).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect((await ordersPage(shop(), anna.token, '?page=3&per_page=2')).items).toEqual([]);
    expect(ids(await filteredPage(shop(), anna.token, { page: 2, per_page: 1 }))).toEqual([third.id]);

    expect(ids(await ordersPage(shop(), boris.token))).toEqual([borisOrder.id]);
    expect(ids(await filteredPage(shop(), boris.token, {}))).toEqual([borisOrder.id]);
  });

  it('filters by status and by an inclusive range of order dates', async () => {
    const customer = await registerAccount(shop());
    const march = await order(shop(), variant, uniqueEmail('a'), { token: customer.token });
    const april = await order(shop(), variant, uniqueEmail('b'), { token: customer.token });
    const may = await order(shop(), variant, uniqueEmail('c'), { token: customer.token });
    await placedAt(shop(), march.id, '2025-03-31T23:59:59Z');
    await placedAt(shop(), april.id, '2025-04-15T12:00:00Z');
    await placedAt(shop(), may.id, '2025-05-01T00:00:00Z');
    await shop().db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', april.id).execute();

    expect(ids(await filteredPage(shop(), customer.token, { status: ['shipped'] }))).toEqual([april.id]);
    expect(ids(await filteredPage(shop(), customer.token, { status: ['new', 'delivered'] }))).toEqual([
      may.id,
      march.id,
    ]);
    expect(ids(await filteredPage(shop(), customer.token, { status: [] }))).toEqual([may.id, april.id, march.id]);
    expect(ids(await filteredPage(shop(), customer.token, { date_from: '2025-04-01' }))).toEqual([may.id, april.id]);
    expect(ids(await filteredPage(shop(), customer.token, { date_to: '2025-04-30' }))).toEqual([april.id, march.id]);
    expect(ids(await filteredPage(shop(), customer.token, { date_from: '2025-03-31', date_to: '2025-03-31' }))).toEqual(
      [march.id],
    );
    const both = await filteredPage(shop(), customer.token, {
      status: ['new'],
      date_from: '2025-04-01',
      date_to: null,
      per_page: 10,
    });
    expect(ids(both)).toEqual([may.id]);
    expect(both.pagination).toEqual({ page: 1, per_page: 10, total: 1, last_page: 1 });
  });

  it("shows guest orders placed with an e-mail the customer has since confirmed, and no one else's", async () => {
    const email = uniqueEmail('guest');
    const before = await order(shop(), variant, email);
    const customer = await registerAccount(shop(), undefined, email);
    expect(ids(await ordersPage(shop(), customer.token))).toEqual([before.id]);

    // A guest order with another address stays out until the customer confirms that address too;
    // an alias delivered to a confirmed Gmail mailbox counts as that mailbox.
    const other = uniqueEmail('other').replace('@example.com', '@gmail.com');
    const [name] = other.split('@') as [string];
    const unconfirmed = await order(shop(), variant, other);
    const alias = await order(shop(), variant, `${name}+shop@gmail.com`);
    expect(ids(await ordersPage(shop(), customer.token))).toEqual([before.id]);
    await addConfirmedEmail(shop().db, customer.id, other);
    expect(ids(await ordersPage(shop(), customer.token))).toEqual([alias.id, unconfirmed.id, before.id]);

    // Another customer's order with a confirmed address stays theirs.
    const stranger = await registerAccount(shop());
    await order(shop(), variant, email, { token: stranger.token });
    expect(ids(await ordersPage(shop(), customer.token))).toEqual([alias.id, unconfirmed.id, before.id]);
    expect(ids(await ordersPage(shop(), stranger.token))).not.toContain(before.id);
  });

  it('refuses bad filters with field errors', async () => {
    const { token } = await registerAccount(shop());
    const refused = async (filter: Record<string, unknown>, field: string) => {
      const response = await call(shop(), 'POST', ORDERS, filter, { token });
      expect(Object.keys(expectProblem(response, 400).errors ?? {})).toContain(field);
      expectMatchesContract('POST', ORDERS, response);
    };
    await refused({ page: 1, status: ['lost'] }, 'status.0');
    await refused({ page: 1, date_from: '2025-13-01' }, 'date_from');
    await refused({ page: 1, date_to: 'yesterday' }, 'date_to');
    await refused({ page: 0 }, 'page');
    await refused({ page: 1, per_page: 97 }, 'per_page');
    await refused({ page: 1, date_from: '2025-05-02', date_to: '2025-05-01' }, 'date_from');
    const badPage = await call(shop(), 'GET', `${ORDERS}?page=0`, undefined, { token });
    expect(Object.keys(expectProblem(badPage, 400).errors ?? {})).toContain('page');
    expectMatchesContract('GET', ORDERS, badPage);
  });
});
