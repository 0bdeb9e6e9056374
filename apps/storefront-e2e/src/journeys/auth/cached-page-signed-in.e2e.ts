import { socialAccount } from '../../accounts';
import { DESKTOP_ONLY, expect, layoutShift, test, waitForHydration } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

const LISTING = '/catalog/women/swimsuits';
const CARD = '/catalog/women/swimsuits/coral-wave-one-piece';

// The server keeps a listing's HTML for everyone (x-shop-cache); a signed-in customer gets that same
// HTML and still sees their own profile link, cart count and wish-list heart once it has hydrated.
test(
  'a signed-in customer on a listing from the page cache sees their own header and hearts after hydration',
  { tag: DESKTOP_ONLY },
  async ({ page, request }) => {
    const shell = new ShopShell(page);
    await socialAccount(page.request, `${Date.now()}.${Math.random().toString(36).slice(2, 7)}.cached@example.com`);
    await shell.fillCartAndWishList(CARD);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    // A guest's request puts the listing in the cache; the customer's is answered from it.
    const guest = await request.get(LISTING);
    expect(guest.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    const response = await page.goto(LISTING);
    expect(response?.headers()['x-shop-cache']).toMatch(/^(hit|stale)$/);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('My profile');
    expect(html).not.toContain('Cart, 1 item');

    await waitForHydration(page);
    await expect(shell.header.getByRole('link', { name: 'My profile' })).toBeVisible();
    await expect(shell.header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: `Keep ${name} in the wish list` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    // The cart is the customer's own page: never kept.
    expect((await page.request.get('/cart')).headers()['cache-control']).toBe('no-store');
  },
);
