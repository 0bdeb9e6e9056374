// `npm run bench:checkout [-- --no-build]`: sustained checkouts on SQLite and PostgreSQL, then an
// invariant check in each database, for the quality target "checkout on PostgreSQL ≥ 200 orders/s
// sustained, p99 ≤ 150 ms, 0 errors, stock and promo counters reconcile" (../shared/QUALITY.md); SQLite's figures
// are a report (no target), there to measure what its durability settings cost.
// Builds the API (Nx cache), seeds a generated catalogue (BENCH_PRODUCTS, default 2,000 products ≈
// 21,300 variants) into SQLite and PostgreSQL (BENCH_DATABASE_URL, as for bench:catalog; `off` or
// unreachable: SQLite only), sets the stock of a fixed pseudo-random set of sold variants to
// 100,000, and starts the API pinned to one core (PostgreSQL's own processes are not, unless
// BENCH_PG_CORE names cores for them, a diagnostic; the layout and PostgreSQL's
// synchronous_commit, a server setting the benchmark reads and never changes, are printed, and
// where the API's PostgreSQL sessions spent the measured run: running, waiting for the API, for
// a lock or for the WAL, sampled from pg_stat_activity). Then autocannon
// with 16 connections: a warm-up, then (PostgreSQL) an analyze of the order tables it filled, as
// autovacuum does in a running shop, and a measured run of 25 s, of `POST /api/v1/order/checkout`, every
// request a new order form (1 to 3 lines of those variants, posti-home to Helsinki, the test card,
// its own e-mail and Idempotency-Key, from its own client address) and every fourth one with a
// promo code: in the warm-up one without a limit, in the measured run one created with a use
// limit of about half the orders that will carry it, so the rest are refused (409
// `promocode.exhausted`, an expected answer, not an error). Errors: any other non-2xx, socket
// errors and timeouts. After the API has stopped, the database must reconcile: stock taken equals
// the ordered quantities, each code's used_count equals its orders and recorded uses and stays
// within its limit, every order's totals add up and has lines, every 201 is an order.
// Prints a table, the checks and the verdict per database; exits 0 when the rate is missed (a
// report), 1 when a check fails or something breaks. About three minutes (longer on a busy machine).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import {
  describeCores,
  fromEveryAddress,
  load,
  ms,
  prepareDatabases,
  printTable,
  runBench,
  startApi,
} from './bench-helpers.mjs';

const WARMUP_SECONDS = 5;
const MEASURE_SECONDS = 25;
const CONNECTIONS = 16;
const TARGET_ORDERS_PER_SECOND = 200;
const TARGET_P99_MS = 150;
const CHECKOUT_PATH = '/api/v1/order/checkout?lang=en';
/** Variants the carts are made of, each given STOCK before the run: carts rarely share a row. */
const VARIANTS = 300;
const STOCK = 100_000;
/** Every PROMO_EVERY-th order form carries the code of its phase. */
const PROMO_EVERY = 4;
const WARMUP_CODE = 'BENCHWARMUP';
const LIMITED_CODE = 'BENCHLIMITED';
const DISCOUNT_PERCENT = 10;
const run = randomBytes(6).toString('hex');

/** A small seeded generator (mulberry32): the same carts on every run. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d_2b_79_f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const random = seededRandom(20_250_601);

/** 1 to 3 different variants of the set, 1 or 2 of each. */
function randomItems(variantIds) {
  const lines = 1 + Math.floor(random() * 3);
  const picked = new Set();
  while (picked.size < lines) picked.add(variantIds[Math.floor(random() * variantIds.length)]);
  return [...picked].map((id) => ({ product_variant_id: id, quantity: 1 + Math.floor(random() * 2) }));
}

let forms = 0;

/** The storefront's order form, a new shopper each time (CheckoutRequest in openapi.yaml). */
function orderForm({ variantIds, deliveryId, paymentId }, promocode) {
  forms += 1;
  return {
    key: `bench-${run}-${forms}`,
    body: {
      contact: {
        first_name: 'Aino',
        last_name: 'Virtanen',
        email: `bench-${run}-${forms}@example.com`,
        phone: '+358401234567',
      },
      address: {
        country_code: 'FI',
        city: 'Helsinki',
        street: 'Mannerheimintie',
        house: '12 B',
        entire_house: false,
        flat: '34',
        floor: '3',
        postcode: '00100',
      },
      delivery: { id: deliveryId, option_id: null },
      payment: { id: paymentId },
      note: null,
      createProfile: false,
      identity: null,
      promocode: forms % PROMO_EVERY === 0 ? promocode : null,
      emailIsConfirmed: true,
      items: randomItems(variantIds),
    },
  };
}

/**
 * The measured database for the checks, SQLite (better-sqlite3 on the API's file, which WAL lets
 * both open) or PostgreSQL, behind one `query(text, params)` answering rows; `$n` parameters on both.
 */
async function openDatabase(database) {
  if (database.databaseUrl) {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    return { query: async (text, params = []) => (await client.query(text, params)).rows, end: () => client.end() };
  }
  const file = new Sqlite(join(database.dataDir, 'shop.sqlite'));
  file.pragma('busy_timeout = 5000');
  return {
    query: async (text, params = []) => {
      const ordered = [];
      const statement = file.prepare(
        text.replace(/\$(\d+)/g, (_, index) => (ordered.push(params[Number(index) - 1]), '?')),
      );
      return statement.reader ? statement.all(...ordered) : (statement.run(...ordered), []);
    },
    end: async () => file.close(),
  };
}

/** `(1, 2, 3)`: a list of integer ids written into the SQL (both engines, any length). */
const idList = (ids) => `(${ids.map((id) => Number.parseInt(id, 10)).join(', ')})`;

/** The run's setup straight in the database: the method ids, the variants and their stock, the warm-up code. */
async function prepareRun(db) {
  const method = async (table, code) => {
    const [row] = await db.query(`select id from ${table} where code = $1 and active = 1`, [code]);
    if (!row) throw new Error(`no active ${code} in ${table}`);
    return Number(row.id);
  };
  const deliveryId = await method('delivery_methods', 'posti-home');
  const paymentId = await method('payment_methods', 'test-card');
  // A fixed pseudo-random spread of the catalogue, the same on both engines.
  const rows = await db.query(
    `select v.id from product_variants v join products p on p.id = v.product_id join categories c on c.id = p.category_id
     where v.active = 1 and p.active = 1 and c.active = 1 order by (v.id * 7919) % 10007, v.id limit $1`,
    [VARIANTS],
  );
  const variantIds = rows.map((row) => Number(row.id));
  if (variantIds.length < 3) throw new Error(`only ${variantIds.length} sold variants in the catalogue`);
  await db.query(`update product_variants set stock = $1 where id in ${idList(variantIds)}`, [STOCK]);
  await insertPromoCode(db, WARMUP_CODE, null);
  // Orders of this run are those above this id (a seed with --reset leaves none, but be sure).
  const [last] = await db.query('select coalesce(max(id), 0) as id from orders');
  return { deliveryId, paymentId, variantIds, firstOrderId: Number(last.id) + 1 };
}

function insertPromoCode(db, code, usageLimit) {
  return db.query(
    `insert into promo_codes (code, type, value, min_cart_minor, usage_limit, used_count, active, created_at)
     values ($1, 'percentage', $2, 0, $3, 0, 1, $4)`,
    [code, DISCOUNT_PERCENT, usageLimit, Date.now()],
  );
}

/** One order placed by fetch, answered 201 with its lines and the code applied, or the run means nothing. */
async function checkCheckout(url, setup) {
  let form;
  do form = orderForm(setup, WARMUP_CODE);
  while (form.body.promocode === null);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': form.key },
    body: JSON.stringify(form.body),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  const { order } = JSON.parse(text);
  if (order.lines.length !== form.body.items.length || order.promocode !== WARMUP_CODE)
    throw new Error(`the order is not the form: ${text.slice(0, 300)}`);
  const { totals } = order;
  return {
    id: order.id,
    description: `order ${order.number}: ${order.lines.length} line(s), ${totals.amount_product_price} less ${totals.total_discount} (${WARMUP_CODE}) plus delivery ${totals.delivery_price} = ${totals.total_price} ${totals.currency}`,
  };
}

/**
 * One load run of checkouts carrying `promocode` on every PROMO_EVERY-th form. Answers are sorted
 * by their body: 201 (the order's id kept), 409 `promocode.exhausted` (expected), anything else (an
 * error; the first few kept to show).
 */
async function checkoutLoad(url, setup, promocode, seconds) {
  const tally = { orderIds: new Set(), exhausted: 0, unexpected: 0, samples: [] };
  const result = await load({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: CONNECTIONS,
    duration: seconds,
    ...fromEveryAddress({
      setupRequest(request) {
        const form = orderForm(setup, promocode);
        request.headers['idempotency-key'] = form.key;
        request.body = JSON.stringify(form.body);
        return request;
      },
      onResponse(status, body) {
        if (status === 201) {
          tally.orderIds.add(JSON.parse(body).order.id);
          return;
        }
        if (status === 409 && JSON.parse(body).errors?.promocode?.includes('promocode.exhausted')) {
          tally.exhausted += 1;
          return;
        }
        tally.unexpected += 1;
        if (tally.samples.length < 3) tally.samples.push(`${status} ${body.slice(0, 200)}`);
      },
    }),
  });
  const errors = result.errors + result.non2xx - tally.exhausted;
  return {
    ...result,
    ...tally,
    orders: tally.orderIds.size,
    ordersPerSecond: tally.orderIds.size / result.seconds,
    errorCount: errors,
  };
}

/** The database after the run: each check with what it expected, what it found, and PASS/FAIL. */
async function checkInvariants(db, { variantIds, firstOrderId }, seenOrderIds, maxInFlight) {
  const checks = [];
  const check = (name, expected, found, pass) =>
    checks.push({ name, expected: String(expected), found: String(found), pass });
  // Counts come back as text or bigints on PostgreSQL: numbers here.
  const value = async (text, params = []) =>
    Object.fromEntries(
      Object.entries((await db.query(text, params))[0] ?? {}).map(([key, item]) => [
        key,
        item === null ? null : Number(item),
      ]),
    );

  const stock = (
    await db.query(
      `select v.id, v.stock, coalesce(sum(l.quantity), 0) as ordered
       from product_variants v left join order_lines l on l.variant_id = v.id and l.order_id >= $1
       where v.id in ${idList(variantIds)} group by v.id, v.stock`,
      [firstOrderId],
    )
  ).map((row) => ({ id: Number(row.id), stock: Number(row.stock), ordered: Number(row.ordered) }));
  const stockOff = stock.filter((row) => STOCK - row.stock !== row.ordered);
  const ordered = stock.reduce((sum, row) => sum + row.ordered, 0);
  check(
    `stock taken = Σ ordered quantity, per variant (${stock.length})`,
    `0 variants off`,
    stockOff.length
      ? `${stockOff.length} off, e.g. #${stockOff[0].id}: ${STOCK - stockOff[0].stock} taken, ${stockOff[0].ordered} ordered`
      : `0 off (${ordered.toLocaleString('en')} items)`,
    stockOff.length === 0,
  );
  const negative = stock.filter((row) => row.stock < 0).length;
  check('stock never below 0', 0, negative, negative === 0);
  const foreign = await value(
    `select count(*) as n from order_lines where order_id >= $1 and variant_id not in ${idList(variantIds)}`,
    [firstOrderId],
  );
  check('order lines only of the stocked variants', 0, foreign.n, foreign.n === 0);

  for (const code of [WARMUP_CODE, LIMITED_CODE]) {
    const promo = await value(
      `select p.used_count, p.usage_limit,
         (select count(*) from orders o where o.promo_code_id = p.id) as orders,
         (select count(*) from orders o where o.promo_code_id = p.id and o.discount_minor > 0 and o.promo_code = p.code) as discounted,
         (select count(*) from promo_code_usages u where u.promo_code_id = p.id) as usages
       from promo_codes p where p.code = $1`,
      [code],
    );
    if (promo.used_count === undefined) {
      check(`${code} exists`, 'a row', 'none', false);
      continue;
    }
    const limit = promo.usage_limit ?? '∞';
    const pass =
      promo.used_count === promo.orders &&
      promo.orders === promo.usages &&
      promo.discounted === promo.orders &&
      (promo.usage_limit === null || promo.used_count <= promo.usage_limit);
    check(
      `${code}: used_count = its orders (discounted) = its usages ≤ limit`,
      `equal, ≤ ${limit}`,
      `${promo.used_count} = ${promo.orders} (${promo.discounted}) = ${promo.usages} ≤ ${limit}`,
      pass,
    );
  }

  const totals = await value(
    `select count(*) as orders,
       count(*) filter (where total_minor <> subtotal_minor - discount_minor + delivery_minor) as off_totals,
       count(*) filter (where total_minor <> coalesce(l.lines_total, 0) + delivery_minor) as off_lines,
       count(*) filter (where l.lines is null) as without_lines,
       count(*) filter (where status <> 'new' or payment_state <> 'pending') as not_pending
     from orders o left join (select order_id, sum(line_total_minor) as lines_total, count(*) as lines from order_lines group by order_id) l on l.order_id = o.id
     where o.id >= $1`,
    [firstOrderId],
  );
  check('total = subtotal − discount + delivery, per order', 0, totals.off_totals, totals.off_totals === 0);
  check('total = Σ line totals + delivery, per order', 0, totals.off_lines, totals.off_lines === 0);
  check('orders without lines', 0, totals.without_lines, totals.without_lines === 0);
  check('orders still new and pending (none cancelled)', 0, totals.not_pending, totals.not_pending === 0);

  const ids = [...seenOrderIds];
  const found = await value(`select count(*) as n from orders where id in ${idList(ids)}`);
  const extra = totals.orders - ids.length;
  // A request in flight when a load run stops is abandoned by autocannon but finished by the API.
  check(
    `every 201 is an order; others only in flight at a run's end (≤ ${maxInFlight})`,
    `${ids.length} of ${ids.length}, 0–${maxInFlight} more`,
    `${found.n} of ${ids.length}, ${extra} more`,
    found.n === ids.length && extra >= 0 && extra <= maxInFlight,
  );
  return { checks, orders: totals.orders };
}

/** How often the measured run's PostgreSQL sessions are looked at. */
const WAIT_SAMPLE_MS = 50;

/**
 * Where the API's PostgreSQL sessions spend the measured run, from pg_stat_activity every
 * WAIT_SAMPLE_MS on a connection of its own: per sample, each session of the benchmark's database
 * (this sampler's aside) is running, waiting for the API's next statement (`Client: ClientRead`,
 * idle in its transaction or between them: the API is the bottleneck), for a lock (`Lock:
 * transactionid`/`tuple`: racing orders on one row, the promo code's), for the WAL to be written or
 * synced at commit (`LWLock: WALWrite`, `IO: WALSync`: synchronous_commit), and so on. `stop()`
 * answers a line of the shares, most first.
 */
async function sampleWaits(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tally = new Map();
  let samples = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const { rows } = await client.query(
        `select case when state = 'active' and wait_event is null then 'running'
                     when state = 'active' then wait_event_type || ': ' || wait_event
                     else state end as what
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      samples += 1;
      for (const { what } of rows) tally.set(what, (tally.get(what) ?? 0) + 1);
    } catch {
      // A missed sample changes nothing.
    } finally {
      busy = false;
    }
  }, WAIT_SAMPLE_MS);
  return {
    async stop() {
      clearInterval(timer);
      await client.end().catch(() => undefined);
      const total = [...tally.values()].reduce((sum, count) => sum + count, 0);
      if (total === 0) return 'PostgreSQL sessions during the measured run: no sample';
      const shares = [...tally]
        .sort((a, b) => b[1] - a[1])
        .map(([what, count]) => `${what} ${((count / total) * 100).toFixed(1)}%`);
      return `PostgreSQL sessions during the measured run (${samples} samples every ${WAIT_SAMPLE_MS} ms, ${(total / Math.max(samples, 1)).toFixed(1)} sessions on average): ${shares.join(', ')}`;
    },
  };
}

/** One database's run: setup, warm-up, measured run, the checks; prints its tables. Whether its checks failed. */
async function measure(database) {
  const db = await openDatabase(database);
  try {
    const setup = await prepareRun(db);
    console.log(
      `\n${database.name}: ${setup.variantIds.length} variants at stock ${STOCK.toLocaleString('en')}, posti-home #${setup.deliveryId}, test-card #${setup.paymentId}`,
    );
    // Each commit waits for its WAL flush unless the server says otherwise: reported, never changed here.
    const durability = database.databaseUrl
      ? `; synchronous_commit = ${(await db.query('show synchronous_commit'))[0].synchronous_commit}, autovacuum = ${(await db.query('show autovacuum'))[0].autovacuum}`
      : '';
    console.log(
      `${describeCores()}; autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s measured${durability}`,
    );

    // The order sweeper cancels unpaid orders only after ORDER_RESERVATION_MINUTES (30), so none of
    // this run; every request comes from its own address, so the per-address limits never answer.
    const api = await startApi(database);
    const url = api.baseUrl + CHECKOUT_PATH;
    const first = await checkCheckout(url, setup);
    console.log(`${database.name}: ${first.description}`);

    const warmup = await checkoutLoad(url, setup, WARMUP_CODE, WARMUP_SECONDS);
    api.assertAlive();
    // The settling after seeding analysed `orders` and its kin empty; the warm-up has added a few
    // hundred rows. A server's autovacuum re-analyses a table after 50 rows + 10% have changed, so
    // in a running shop the planner knows these tables are not empty. Without this (autovacuum off,
    // or its next round not yet come) it keeps planning them as empty: sequential scans of `orders`
    // on every checkout's lookups, a cost that grows with the run (about 40% of the rate measured
    // at 2,000 orders), a measurement of stale statistics rather than of the API.
    if (database.databaseUrl)
      await db.query('analyze orders, order_lines, payments, promo_code_usages, promo_codes, catalog_changes');
    // About half the measured forms with the code get it, the rest find it used up.
    const expectedOrders = Math.max(warmup.ordersPerSecond, 1) * MEASURE_SECONDS;
    const usageLimit = Math.max(10, Math.round(expectedOrders / PROMO_EVERY / 2));
    await insertPromoCode(db, LIMITED_CODE, usageLimit);
    console.log(
      `${LIMITED_CODE}: ${DISCOUNT_PERCENT}% off, usage_limit ${usageLimit} (half the forms expected to carry it)`,
    );
    const waits = database.databaseUrl ? await sampleWaits(database.databaseUrl) : null;
    const measured = await checkoutLoad(url, setup, LIMITED_CODE, MEASURE_SECONDS);
    const waited = await waits?.stop();
    api.assertAlive();
    // Stopping waits for the requests still running: the database is final before it is checked.
    await api.stop();

    const seen = new Set([first.id, ...warmup.orderIds, ...measured.orderIds]);
    const { checks, orders } = await checkInvariants(db, setup, seen, CONNECTIONS * 2);

    const misses = [];
    const targeted = Boolean(database.databaseUrl);
    if (targeted && measured.ordersPerSecond < TARGET_ORDERS_PER_SECOND)
      misses.push(`${measured.ordersPerSecond.toFixed(1)} orders/s < ${TARGET_ORDERS_PER_SECOND}`);
    if (targeted && !(measured.p99 <= TARGET_P99_MS)) misses.push(`p99 ${ms(measured.p99)} ms > ${TARGET_P99_MS}`);
    const errors = warmup.errorCount + measured.errorCount;
    if (errors > 0) misses.push(`${errors} errors`);
    const failedChecks = checks.filter((item) => !item.pass);
    if (failedChecks.length > 0) misses.push(`${failedChecks.length} checks failed`);
    if (measured.exhausted === 0) misses.push(`${LIMITED_CODE} never ran out (no 409 promocode.exhausted)`);
    const verdict = misses.length ? `FAIL (${misses.join(', ')})` : targeted ? 'PASS' : 'PASS (no rate target)';

    const row = (phase, result, text) => [
      phase,
      result.seconds.toFixed(1),
      (result.orders + result.exhausted + result.errorCount).toLocaleString('en'),
      result.orders.toLocaleString('en'),
      result.ordersPerSecond.toFixed(1),
      ms(result.p50),
      ms(result.p99),
      result.exhausted.toLocaleString('en'),
      `${result.errorCount}${result.timeouts ? ` (${result.timeouts} timeouts)` : ''}`,
      text,
    ];
    console.log('');
    printTable(
      ['run', 'seconds', 'requests', 'orders', 'orders/s', 'p50', 'p99', '409 exhausted', 'errors', 'target'],
      [
        row(`${database.name} warm-up (${WARMUP_CODE})`, warmup, ''),
        row(`${database.name} measured (${LIMITED_CODE})`, measured, verdict),
      ],
      1,
    );
    for (const phase of [warmup, measured]) for (const sample of phase.samples) console.log(`error: ${sample}`);
    if (waited) console.log(`\n${waited}`);
    console.log(
      `\nlatencies in ms per 201 answer; ${orders.toLocaleString('en')} orders in the database after the run\n`,
    );
    printTable(
      ['check', 'expected', 'found', 'result'],
      checks.map((item) => [item.name, item.expected, item.found, item.pass ? 'PASS' : 'FAIL']),
    );
    console.log(
      `\n${database.name} target: ${targeted ? `≥ ${TARGET_ORDERS_PER_SECOND} orders/s sustained, p99 ≤ ${TARGET_P99_MS} ms, ` : ''}0 errors, stock and promo counters reconcile: ${verdict}`,
    );
    return failedChecks.length > 0;
  } finally {
    await db.end();
  }
}

await runBench(async () => {
  const databases = await prepareDatabases();
  let broken = false;
  for (const database of databases) broken = (await measure(database)) || broken;
  // A slow checkout is a report; a database that does not reconcile is a broken checkout.
  if (broken) process.exitCode = 1;
});
