import { socialAccount } from '../../accounts';
import { expect, test, waitForHydration } from '../../fixtures';
import { AuthPopup } from '../../pages/AuthPopup';
import { apiJson } from '../../pages/ShopShell';

const TEXT = {
  en: {
    keep: (name: string) => `Keep ${name} in the wish list`,
    add: 'Add to cart',
    addMore: /^Add one more/,
    cart: (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`,
    cartHeading: (n: number) => `Cart: ${n} item${n === 1 ? '' : 's'}`,
    remove: /^Remove .+ from the cart$/,
    wishList: (n: number) => `Wish list, ${n} item${n === 1 ? '' : 's'}`,
    wishListHeading: (n: number) => `Wish list: ${n} item${n === 1 ? '' : 's'}`,
  },
  ru: {
    keep: (name: string) => `Сохранить ${name} в избранном`,
    add: 'В корзину',
    addMore: /^Добавить ещё/,
    cart: (n: number) => `Корзина, ${n} товар${n === 1 ? '' : 'а'}`,
    cartHeading: (n: number) => `Корзина: ${n} товар${n === 1 ? '' : 'а'}`,
    remove: /^Удалить из корзины: /,
    wishList: (n: number) => `Избранное, ${n} товар${n === 1 ? '' : 'а'}`,
    wishListHeading: (n: number) => `Избранное: ${n} товар${n === 1 ? '' : 'а'}`,
  },
} as const;

interface Listing {
  products: { name: string; default_variant_id: number }[];
}

// Signing in with Google (no e-mailed code), so this runs in both projects.
for (const locale of ['en', 'ru'] as const) {
  const text = TEXT[locale];
  const prefix = locale === 'ru' ? '/ru' : '';

  test(`a guest's cart and wish list join the account's on signing in, nothing lost or doubled (${locale})`, async ({
    page,
    request,
    watchPage,
  }) => {
    test.slow();
    const auth = new AuthPopup(page, locale);
    const header = auth.shell.header;
    const { products } = await apiJson<Listing>(page, `/api/v1/catalog/women/swimsuits?lang=${locale}`);
    const [guestPick, kept] = products as [Listing['products'][number], Listing['products'][number]];

    // The customer already keeps one product in the profile's wish list and has it in the
    // account's cart (from another device).
    const email = `${Date.now()}.${Math.random().toString(36).slice(2, 7)}.cart@example.com`;
    await socialAccount(request, email);
    const added = await request.post('/api/v1/profile/wish-list/add', {
      data: { product_variant_id: kept.default_variant_id },
    });
    expect(added.ok()).toBe(true);
    const inCart = await request.post('/api/v1/cart/edit-quantity', {
      data: { product_variant_id: kept.default_variant_id, quantity: 1 },
    });
    expect(inCart.ok()).toBe(true);

    // As a guest: a product kept from the listing, another put in the cart twice from its card.
    await auth.shell.open(`${prefix}/catalog/women/swimsuits`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: guestPick.name }) });
    await card.getByRole('button', { name: text.keep(guestPick.name) }).click();
    await expect(header.getByRole('link', { name: text.wishList(1) })).toBeVisible();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: guestPick.name })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: text.add }).click();
    await expect(header.getByRole('link', { name: text.cart(1) })).toBeVisible();
    await page.getByRole('button', { name: text.addMore }).click();
    await expect(header.getByRole('link', { name: text.cart(2) })).toBeVisible();

    await auth.openFromHeader();
    await auth.continueWithProvider(email, { watch: watchPage });
    await auth.expectSignedIn();

    // Nothing lost, nothing doubled: both carts in one (the cookie emptied), and both wish lists.
    await expect(header.getByRole('link', { name: text.cart(3) })).toBeVisible();
    await expect
      .poll(
        async () => (await page.context().cookies()).find((cookie) => cookie.name === 'cart.shortItems')?.value ?? '',
      )
      .toBe('');
    await expect(header.getByRole('link', { name: text.wishList(2) })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('wishList.variantIds'))).toBe('[]');

    await header.getByRole('link', { name: text.cart(3) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.cartHeading(3));
    await expect(page.getByRole('button', { name: text.remove })).toHaveCount(2);
    await expect(page.getByRole('main').getByRole('link', { name: guestPick.name }).first()).toBeVisible();

    await header.getByRole('link', { name: text.wishList(2) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.wishListHeading(2));
    await expect(page.getByRole('heading', { level: 2, name: guestPick.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: kept.name })).toBeVisible();

    // A reload asks the server again: still two of each, once.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.wishListHeading(2));
    await expect(header.getByRole('link', { name: text.wishList(2) })).toBeVisible();
    await expect(header.getByRole('link', { name: text.cart(3) })).toBeVisible();
    const profileList = await apiJson<{ items: { id: number }[] }>(page, `/api/v1/profile/wish-list?lang=${locale}`);
    expect(profileList.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      [guestPick.default_variant_id, kept.default_variant_id].sort((a, b) => a - b),
    );
  });
}
