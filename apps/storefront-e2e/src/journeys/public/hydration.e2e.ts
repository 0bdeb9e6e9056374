import type { Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, test, waitForHydration } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

// The fixture fails any of these on a console error or a hydration warning.
const PAGES = ['/', '/ru/', '/about-us', '/ru/contacts', '/size-guide', '/ru/gpsr'];

for (const path of PAGES) {
  test(`${path} hydrates without a warning`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

// The server's style rules become styled-components' sheet (apps/storefront/src/server-styles.ts):
// after hydration the page has that one element, with its rules and any the page added since, and
// styled-components made no element of its own to insert them all again.
test('the server’s style element is the one styled-components uses after hydration', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const response = await page.goto('/catalog/women');
  const html = (await response?.text()) ?? '';
  const groups = /data-styled-ssr="([\d:,]+)"/.exec(html)?.[1] ?? '';
  const serverRules = groups.split(',').reduce((sum, entry) => sum + Number(entry.split(':')[1]), 0);
  expect(serverRules).toBeGreaterThan(50);
  await waitForHydration(page);
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((element) => ({
      styled: element.getAttribute('data-styled'),
      rules: element.sheet?.cssRules.length ?? 0,
    })),
  );
  expect(sheets).toHaveLength(1);
  expect(sheets[0]?.styled).toBe('active');
  expect(sheets[0]?.rules).toBeGreaterThanOrEqual(serverRules);
  expect(sheets[0]?.rules).toBeLessThan(serverRules + 40);
});

// The global styles (box model, body type, focus ring) come with the HTML and stay as they are: the
// browser does not render styled-components' GlobalStyle again, which deleted the server's rules and
// inserted them anew, one CSSOM call each, while the page hydrated. A client navigation keeps them.
test('hydration deletes no style rule, and the global styles outlive a client navigation', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.addInitScript(() => {
    const deleteRule = CSSStyleSheet.prototype.deleteRule;
    const counter = { deleted: 0 };
    Object.assign(window, { styleRulesDeleted: counter });
    CSSStyleSheet.prototype.deleteRule = function (this: CSSStyleSheet, index: number) {
      counter.deleted += 1;
      deleteRule.call(this, index);
    };
  });
  const shell = new ShopShell(page);
  await shell.open('/');
  expect(await page.evaluate(() => (window as unknown as { styleRulesDeleted: { deleted: number } }).styleRulesDeleted.deleted)).toBe(0);
  const globalStyles = () =>
    page.evaluate(() => ({
      bodyMargin: getComputedStyle(document.body).margin,
      boxSizing: getComputedStyle(document.querySelector('header') ?? document.body).boxSizing,
      sameDocument: 'styleRulesDeleted' in window,
    }));
  expect(await globalStyles()).toEqual({ bodyMargin: '0px', boxSizing: 'border-box', sameDocument: true });
  await shell.header.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await globalStyles()).toEqual({ bodyMargin: '0px', boxSizing: 'border-box', sameDocument: true });
});

// A catalogue page's template is a chunk of its own, hydrated once its code has run: the document
// counts as hydrated only then, so a journey never clicks markup React has not taken over.
test('a listing counts as hydrated only once its template has hydrated', { tag: DESKTOP_ONLY }, async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/assets/CategoryListingTemplate-*.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/catalog/women', { waitUntil: 'commit' });
  await expect.poll(() => asked).toBe(true);
  // Everything else has run by now; the template's file is still on its way.
  await page.waitForFunction(() => document.querySelector('header')?.textContent?.length);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();
  release();
  await waitForHydration(page);
  // Hydrated: a sort choice is React's, a client navigation to the new search params.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
});

// The page's queries travel with its HTML (query-hydration.tsx): once hydrated, the browser has
// asked the API nothing for what the server rendered (the home's strips, a listing's products).
// The signed-in user is the one thing it asks: these pages come from the server's page cache, the
// same for every visitor, so the user is loaded after hydration.
for (const path of ['/', '/catalog/women']) {
  test(
    `${path} hydrates from the data that came with it, without asking the API again`,
    { tag: DESKTOP_ONLY },
    async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && pathname !== '/api/auth/user') asked.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForTimeout(1_000);
      expect(asked).toEqual([]);
    },
  );
}

// The first HTML's scripts wait for the page's images to paint (server/scripts-after-paint.ts): on a
// slow phone connection the photo no longer shares the line with the script files. A key or pointer
// press starts them at once, and 3 s at most without either.
test.describe('the scripts wait until the images have painted', { tag: DESKTOP_ONLY }, () => {
  const CARD = '/catalog/women/swimsuits/coral-wave-one-piece';

  test("the card's HTML holds its scripts back, and they start after its images have loaded and painted", async ({ page }) => {
    const response = await page.goto(CARD);
    const html = (await response?.text()) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/rel="modulepreload"|as="fetch"/);
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    expect(html).toMatch(
      /<template><link rel="modulepreload"[^<]*(<link[^<]*)*<script type="module" async="" src="\/assets\/index-[\w-]+\.js" nonce="[^"]+"><\/script><\/template>/,
    );
    await waitForHydration(page);

    const timings = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        loadEventEnd: navigation.loadEventEnd,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        photosEnd: Math.max(
          ...resources
            .filter((entry) => entry.name.includes('/_img/products/one-piece-ff6f61'))
            .map((entry) => entry.responseEnd),
        ),
        scriptsStart: Math.min(
          ...resources
            .filter((entry) => /\/assets\/[^/]+\.js$|\/i18n\//.test(entry.name))
            .map((entry) => entry.startTime),
        ),
      };
    });
    expect(timings.photosEnd).toBeGreaterThan(0);
    expect(timings.scriptsStart).toBeGreaterThanOrEqual(timings.loadEventEnd);
    expect(timings.scriptsStart).toBeGreaterThanOrEqual(timings.firstContentfulPaint);
    expect(timings.scriptsStart).toBeGreaterThan(timings.photosEnd);
  });

  /** Holds the page's images back until the test ends, and records whether the entry script was asked for. */
  async function holdImages(page: Page): Promise<{ entryAsked: () => boolean }> {
    await page.route('**/_img/**', () => new Promise<void>(() => undefined));
    let asked = false;
    page.on('request', (request) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) asked = true;
    });
    return { entryAsked: () => asked };
  }

  test('a key pressed while the images are still loading starts the scripts at once', async ({ page }) => {
    const { entryAsked } = await holdImages(page);
    await page.goto(CARD, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(500);
    expect(entryAsked()).toBe(false);
    await page.keyboard.press('Shift');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });

  test('without the load event or a key, the scripts start within 3 s', async ({ page }) => {
    const { entryAsked } = await holdImages(page);
    await page.goto(CARD, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(1_000);
    expect(entryAsked()).toBe(false);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true', null, { timeout: 6_000 });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });
});
