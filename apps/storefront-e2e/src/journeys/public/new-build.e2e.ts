import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

// The server's own /_build.json is read once here; the tab is then told of another build by
// intercepting it (how a deploy looks to an open tab). Timing and throttling are unit-tested.
test('after a deploy an open tab offers a reload, and its next navigation loads the new build whole', { tag: DESKTOP_ONLY }, async ({
  page,
}) => {
  const served = await page.request.get('/_build.json');
  expect(served.headers()['cache-control']).toBe('no-store');
  expect((await served.json()).id).toMatch(/^\d{14}-[0-9a-f]{8}$/);

  for (const [locale, path, text, reload, dismiss] of [
    ['ru', '/ru/about-us', 'Доступна новая версия магазина.', 'Обновить', 'Не сейчас'],
    ['en', '/about-us', 'A new version of the shop is available.', 'Reload', 'Not now'],
  ] as const) {
    await page.unrouteAll();
    await new ShopShell(page, locale).open(path);
    const notice = page.getByRole('status').filter({ hasText: text });
    await page.route('**/_build.json', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
    // Coming back to the tab asks for the latest build.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: reload })).toBeVisible();
    await notice.getByRole('button', { name: dismiss }).click();
    await expect(notice).toBeHidden();
  }

  // Seen once, the notice makes the next click in the shop a full page load.
  const loaded = page.waitForEvent('load');
  await page.getByRole('link', { name: /home page$/ }).first().click();
  await loaded;
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
