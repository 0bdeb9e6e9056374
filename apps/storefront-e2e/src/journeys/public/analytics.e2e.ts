import type { Page } from '@playwright/test';
import type { CatalogCategoryPage } from '@shop/api';
import { DESKTOP_ONLY, expect, test, waitForHydration } from '../../fixtures';
import { payOnTestGateway, placeOrder } from '../../orders';
import { apiJson, ShopShell } from '../../pages/ShopShell';
import { BASE_URL, E2E_GA_MEASUREMENT_ID, GA_ORIGIN } from '../../server';

/** A hit the fake GA4 collector received (apps/storefront-e2e/fake-ga-collector.mjs). */
interface Hit {
  tid: string;
  cid: string;
  en: string;
  dl: string;
  params: { items?: Array<Record<string, unknown>>; [name: string]: unknown };
}

type Choice = { analytics: boolean; advertising: boolean };

/**
 * The shopper's choice as the banner leaves it: the `cookie_consent` cookie (which the API writes),
 * then the change announced in the page (`announceConsent` of @shop/tracking dispatches this event).
 */
async function choose(page: Page, choice: Choice): Promise<void> {
  const value = choice.analytics ? 'analytics' : '0';
  await page.context().addCookies([{ name: 'cookie_consent', value, url: BASE_URL }]);
  await page.evaluate((detail) => window.dispatchEvent(new CustomEvent('shop:consent-change', { detail })), choice);
}

/** The GA client id the tag keeps in this browser (`_ga`), once it has run with analytics allowed. */
async function clientId(page: Page): Promise<string | undefined> {
  return (await page.context().cookies(BASE_URL)).find((cookie) => cookie.name === '_ga')?.value;
}

/** This shopper's hits at the collector, oldest first. */
async function hitsOf(page: Page, cid: string): Promise<Hit[]> {
  const answer = await page.request.get(`${GA_ORIGIN}/hits?cid=${encodeURIComponent(cid)}`);
  return (await answer.json()) as Hit[];
}

const names = (hits: Hit[]) => hits.map((hit) => hit.en).sort();

test(
  'GA4 hears nothing before the shopper allows analytics, then each event once with its item, and nothing after a withdrawal',
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    test.slow();
    // Every request to Google's stand-in, the tag's script included.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(GA_ORIGIN)) requests.push(request.url());
    });
    const shell = new ShopShell(page);
    await page.context().addCookies([{ name: 'cookie_consent', value: '0', url: BASE_URL }]);
    const listing = await apiJson<CatalogCategoryPage>(page, '/api/v1/catalog/women/swimsuits?lang=en');
    const [first, second] = listing.products;
    if (!first || !second) throw new Error('the demo has fewer than two swimsuits');

    // Refused: the shop's events happen (the data layer has them), nothing of Google's loads or hears.
    await shell.open(first.url);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(shell.header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const pushed = await page.evaluate(() =>
      ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).flatMap((entry) =>
        entry.event ? [entry.event] : [],
      ),
    );
    expect(pushed).toEqual(['view_item', 'add_to_cart']);
    expect(requests).toEqual([]);

    // Allowed: the tag loads and counts this page; what happened before is not sent.
    await choose(page, { analytics: true, advertising: false });
    await expect.poll(() => clientId(page)).toBeTruthy();
    const cid = (await clientId(page)) ?? '';
    await expect.poll(async () => names(await hitsOf(page, cid))).toEqual(['page_view']);
    expect(requests[0]).toBe(`${GA_ORIGIN}/gtag/js?id=${E2E_GA_MEASUREMENT_ID}`);

    // A listing, a tile opened (a client navigation), the product added: each event once.
    await shell.open('/catalog/women/swimsuits');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: second.name, exact: true }) })
      .getByRole('heading')
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(shell.header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect
      .poll(async () => names(await hitsOf(page, cid)))
      .toEqual(['add_to_cart', 'page_view', 'page_view', 'page_view', 'select_item', 'view_item', 'view_item_list']);
    const hits = await hitsOf(page, cid);
    const hit = (name: string) => hits.find((candidate) => candidate.en === name);
    const item = String(second.default_variant_id);
    expect(hits.every((candidate) => candidate.tid === E2E_GA_MEASUREMENT_ID)).toBe(true);
    expect(hit('view_item_list')?.params.items?.map((listed) => listed['item_id'])).toEqual(
      listing.products.map((product) => String(product.default_variant_id)),
    );
    expect(hit('select_item')?.params.items).toEqual([
      expect.objectContaining({ item_id: item, index: 1, item_list_id: `category_${listing.category.id}` }),
    ]);
    expect(hit('view_item')?.params.items).toEqual([expect.objectContaining({ item_id: item, quantity: 1 })]);
    expect(hit('add_to_cart')?.params.items).toEqual([expect.objectContaining({ item_id: item, quantity: 1 })]);
    expect(hits.filter((candidate) => candidate.en === 'page_view').map((view) => new URL(view.dl).pathname)).toEqual(
      [first.url, '/catalog/women/swimsuits', second.url].map((url) => new URL(url, BASE_URL).pathname),
    );

    // An order's page counts its purchase once, and tells Google the page without the order's token.
    const order = await placeOrder(page.request, { email: `ga.${Date.now()}@example.com`, lang: 'en', pick: 3 });
    await payOnTestGateway(page.request, order);
    await shell.open(`/order/${order.crypto}`);
    await expect(page.getByTestId('payment-state')).toHaveText('Paid');
    const purchases = async () => (await hitsOf(page, cid)).filter((candidate) => candidate.en === 'purchase');
    await expect.poll(async () => (await purchases()).length).toBe(1);
    expect((await purchases())[0]?.params).toEqual(
      expect.objectContaining({ transaction_id: order.number, currency: 'EUR' }),
    );
    await page.reload();
    await waitForHydration(page);
    await expect.poll(async () => (await hitsOf(page, cid)).filter((view) => view.en === 'page_view').length).toBe(5);
    expect(await purchases()).toHaveLength(1);
    const sent = await hitsOf(page, cid);
    expect(sent.filter((candidate) => candidate.dl.includes(order.crypto))).toEqual([]);
    expect(sent.at(-1)?.dl).toBe(`${BASE_URL}/order/(token)`);

    // Withdrawn: the GA cookie goes, and a navigation in the same page sends nothing more.
    const requestsBefore = requests.length;
    await choose(page, { analytics: false, advertising: false });
    await expect.poll(() => clientId(page)).toBeUndefined();
    await shell.header.getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(`${BASE_URL}/cart`);
    await waitForHydration(page);
    expect(await hitsOf(page, cid)).toEqual(sent);
    expect(requests.slice(requestsBefore)).toEqual([]);
  },
);
