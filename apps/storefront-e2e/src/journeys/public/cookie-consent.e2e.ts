import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { wcagViolations } from '../../axe';
import {
  chooseConsent,
  DESKTOP_ONLY,
  expect,
  layoutShift,
  shopperAddress,
  test,
  waitForHydration,
} from '../../fixtures';
import { payOnTestGateway, placeOrder } from '../../orders';
import { uniqueEmail } from '../../pages/AuthPopup';
import { E2E_CJ, E2E_CJ_PORT } from '../../server';

// A first visit: no consent cookie, so the banner shows.
test.use({ consentCookie: null });

const TEXT = {
  en: {
    banner: 'Cookie consent',
    acceptAll: 'Accept all',
    necessaryOnly: 'Necessary only',
    settings: 'Settings',
    dialog: 'Cookie settings',
    advertising: 'Advertising',
    analytics: 'Analytics',
    save: 'Save',
  },
  ru: {
    banner: 'Согласие на cookie',
    acceptAll: 'Принять все',
    necessaryOnly: 'Только необходимые',
    settings: 'Настроить',
    dialog: 'Настройки cookie',
    advertising: 'Реклама',
    analytics: 'Аналитика',
    save: 'Сохранить',
  },
};

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((candidate) => candidate.name === name)?.value;
}

const banner = (page: Page, locale: 'en' | 'ru') => page.getByRole('region', { name: TEXT[locale].banner });

for (const locale of ['en', 'ru'] as const) {
  test(`a first visit asks for consent in the page's language; necessary only keeps it away (${locale})`, async ({
    page,
    context,
  }) => {
    const text = TEXT[locale];
    const path = locale === 'ru' ? '/ru' : '/';
    // Anonymous HTML is cached for everyone: the banner comes only after hydration.
    expect(await (await page.request.get(path)).text()).not.toContain(text.necessaryOnly);
    await page.goto(path);
    await waitForHydration(page);
    const region = banner(page, locale);
    await expect(region.getByRole('button', { name: text.acceptAll })).toBeVisible();
    await expect(region.getByRole('button', { name: text.settings })).toBeVisible();
    // It overlays the page: the layout shifts no more than the CLS budget allows.
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    if (locale === 'en') expect(await wcagViolations(page)).toEqual([]);

    await region.getByRole('button', { name: text.necessaryOnly }).click();
    await expect(region).toBeHidden();
    expect(await cookie(context, 'cookie_consent')).toBe('0');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(banner(page, locale)).toHaveCount(0);
  });
}

test(`campaign data waits in its tab's session until advertising is allowed, then reaches every tab; withdrawing it deletes the cookie ${DESKTOP_ONLY}`, async ({
  page,
  context,
}) => {
  const text = TEXT.en;
  await page.goto('/?utm_source=x&utm_foo=y&click_id=z');
  await waitForHydration(page);
  await expect(banner(page, 'en')).toBeVisible();
  const kept = { utm_source: 'x', utm_foo: 'y', click_id: 'z' };
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('tracking.campaign'))).toBe(JSON.stringify(kept));
  expect(await cookie(context, 'utm')).toBeUndefined();
  // Before consent the campaign stays in its tab: another tab of the same browser knows nothing of it.
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await waitForHydration(otherTab);
  expect(await otherTab.evaluate(() => sessionStorage.getItem('tracking.campaign'))).toBeNull();

  // Settings: advertising only. The dialog takes the focus; the choice is saved and the banner goes.
  await banner(page, 'en').getByRole('button', { name: text.settings }).click();
  const dialog = page.getByRole('dialog', { name: text.dialog });
  await expect(dialog.getByRole('switch', { name: text.analytics })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Close cookie settings' })).toBeFocused();
  await dialog.getByRole('switch', { name: text.advertising }).check();
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page, 'en')).toHaveCount(0);
  expect(await cookie(context, 'cookie_consent')).toBe('advertising');
  await expect.poll(() => cookie(context, 'utm')).toBeDefined();
  expect(JSON.parse(decodeURIComponent((await cookie(context, 'utm')) ?? ''))).toEqual(kept);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('tracking.campaign'))).toBeNull();
  // With consent the cookie carries the campaign to every tab: the other tab reads the same one.
  await otherTab.reload();
  await waitForHydration(otherTab);
  const utmInOtherTab = await otherTab.evaluate(
    () => document.cookie.split('; ').find((pair) => pair.startsWith('utm='))?.slice('utm='.length) ?? '',
  );
  expect(JSON.parse(decodeURIComponent(utmInOtherTab))).toEqual(kept);
  await otherTab.close();

  // The footer reopens the settings with the current choice; Escape closes them, focus goes back.
  const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await footerButton.click();
  await expect(dialog.getByRole('switch', { name: text.advertising })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(footerButton).toBeFocused();

  // Withdrawing advertising deletes the campaign cookie.
  await footerButton.click();
  await dialog.getByRole('switch', { name: text.advertising }).uncheck();
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
  expect(await cookie(context, 'cookie_consent')).toBe('0');
  await expect.poll(() => cookie(context, 'utm')).toBeUndefined();
});

/** A loopback stand-in for CJ's conversion endpoint: answers a pixel and keeps the query of each call. */
async function fakeCj(): Promise<{ server: Server; calls: URLSearchParams[] }> {
  const calls: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', E2E_CJ.conversionUrl);
    if (url.pathname === new URL(E2E_CJ.conversionUrl).pathname) calls.push(url.searchParams);
    response.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
    response.end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
  });
  await new Promise<void>((resolve) => server.listen(E2E_CJ_PORT, '127.0.0.1', resolve));
  expect((server.address() as AddressInfo).port).toBe(E2E_CJ_PORT);
  return { server, calls };
}

/** Buys one piece and pays, as the shopper of `page`: the order page then counts the order. */
async function buyAndPayOrder(page: Page) {
  const order = await placeOrder(page.request, { email: uniqueEmail('cj'), lang: 'en', pick: 3 });
  await payOnTestGateway(page.request, order);
  return order;
}

test(`the affiliate's conversion fires once per order, and only with advertising consent ${DESKTOP_ONLY}`, async ({
  page,
  browser,
  baseURL,
  watchPage,
}) => {
  const cj = await fakeCj();
  try {
    // Accepting everything on landing moves the click id into the cje cookie.
    await page.goto('/?cje=e2e-click-allowed');
    await waitForHydration(page);
    await banner(page, 'en').getByRole('button', { name: TEXT.en.acceptAll }).click();
    await expect(banner(page, 'en')).toBeHidden();
    const order = await buyAndPayOrder(page);
    await page.goto(`/order/${order.crypto}`);
    await waitForHydration(page);
    await expect.poll(() => cj.calls.length).toBe(1);
    const call = Object.fromEntries(cj.calls[0] ?? []);
    expect(call).toMatchObject({
      CID: E2E_CJ.enterpriseId,
      TYPE: E2E_CJ.actionId,
      OID: order.number,
      CJEVENT: 'e2e-click-allowed',
      ITEM1: expect.any(String),
    });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(cj.calls).toHaveLength(1);

    // Another shopper allowed necessary cookies only: the same way to an order fires nothing.
    const other = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': shopperAddress(`${test.info().testId}#declined`) },
    });
    await chooseConsent(other);
    try {
      const shopper = await other.newPage();
      await watchPage(shopper);
      await shopper.goto('/?cje=e2e-click-declined');
      await waitForHydration(shopper);
      const declined = await buyAndPayOrder(shopper);
      await shopper.goto(`/order/${declined.crypto}`);
      await waitForHydration(shopper);
      await expect(shopper.getByRole('heading', { level: 1, name: `Order ${declined.number}` })).toBeVisible();
      await shopper.waitForLoadState('networkidle');
      expect(cj.calls).toHaveLength(1);
    } finally {
      await other.close();
    }
  } finally {
    await new Promise((resolve) => cj.server.close(resolve));
  }
});
