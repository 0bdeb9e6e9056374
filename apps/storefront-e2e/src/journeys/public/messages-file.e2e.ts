import { DESKTOP_ONLY, expect, test } from '../../fixtures';

/** The preloaded messages file of a page's HTML, and the HTML's own inline scripts. */
function readPage(html: string) {
  const preload = /<link rel="preload" href="(\/i18n\/[^"]+)" as="fetch" crossorigin="anonymous"[^>]*\/>/.exec(html)?.[1];
  const inline = (html.match(/<script(?![^>]+src=)[^>]*>[\s\S]*?<\/script>/g) ?? []).join('');
  return { preload, inline };
}

for (const [path, locale, text] of [
  ['/', 'en', 'Search swimwear'],
  ['/ru/', 'ru', 'Поиск купальников'],
] as const) {
  test(`${path} preloads its language's messages as a file cached for good, not inside the page (${locale})`, { tag: DESKTOP_ONLY }, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const { preload, inline } = readPage(html);
    expect(preload).toMatch(new RegExp(`^/i18n/${locale}\\.[\\w-]+\\.json$`));
    // The page's data carries no messages: a message key appears nowhere in its scripts.
    expect(inline).not.toContain('header.searchPlaceholder');

    const file = await request.get(preload ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^application\/json/);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await file.json())['header.searchPlaceholder']).toBe(text);

    // The browser uses that file: the page hydrates and shows the language's texts.
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByPlaceholder(text)).toBeVisible();
  });
}

test('a messages file of another version is answered with this build’s texts, not to be cached; an unknown language is a 404', { tag: DESKTOP_ONLY }, async ({ request }) => {
  const other = await request.get('/i18n/en.another-build.json');
  expect(other.status()).toBe(200);
  expect(other.headers()['cache-control']).toBe('no-cache');
  expect((await other.json())['header.mainMenu']).toBe('Main menu');
  expect((await request.get('/i18n/de.another-build.json')).status()).toBe(404);
});
