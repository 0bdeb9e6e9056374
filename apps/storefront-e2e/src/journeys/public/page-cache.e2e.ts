import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import type { CatalogCategoryPage, CatalogProductPage } from '@shop/api';
import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { E2E_DATA_DIR } from '../../server';

const root = resolve(import.meta.dirname, '../../../../..');

/** `npm run catalog -- …` on the journeys' shop database, as its operator would run it (built CLI). */
async function catalogCommand(...args: string[]): Promise<void> {
  await promisify(execFile)(process.execPath, ['apps/shop-api/dist/catalog.js', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
}

/** The last product of the whole catalogue (no other journey opens it) whose variants sell at their list price. */
async function undiscountedProduct(request: APIRequestContext) {
  const { products } = (await (await request.get('/api/v1/catalog/all?lang=en')).json()) as CatalogCategoryPage;
  for (const product of [...products].reverse()) {
    const answer = await request.get(`/api/v1/catalog${product.url.replace(/^\/catalog/, '')}?lang=en`);
    const { product: card } = (await answer.json()) as CatalogProductPage;
    if (card.variants.every((variant) => variant.calculatedPrice.price === variant.calculatedPrice.price_with_discount))
      return { path: product.url, variants: card.variants };
  }
  throw new Error('every product of the demo has a discount');
}

test(`a price change shows on a cached product page within 5 s ${DESKTOP_ONLY}`, async ({ page }) => {
  const { path, variants } = await undiscountedProduct(page.request);
  const newPrice = /123[.,]45/;
  // The card is kept: a second ask is answered from the cache, without the new price.
  await expect.poll(async () => (await page.request.get(path)).headers()['x-shop-cache']).toBe('hit');
  expect(await (await page.request.get(path)).text()).not.toMatch(newPrice);

  try {
    for (const variant of variants) await catalogCommand('price', String(variant.id), '123.45');
    const changed = Date.now();
    // The API logs the change, the storefront's server hears of it within its poll and renders the card again.
    await expect.poll(async () => (await page.request.get(path)).text(), { timeout: 5_000, intervals: [100] }).toMatch(newPrice);
    expect(Date.now() - changed).toBeLessThan(5_000);
    await page.goto(path);
    await expect(page.getByText(newPrice).first()).toBeVisible();
  } finally {
    for (const variant of variants)
      await catalogCommand('price', String(variant.id), variant.calculatedPrice.price.toFixed(2));
  }
});
