import type { BrowserContext, Page } from '@playwright/test';
import { PASSWORDS, registerAccount } from '../../accounts';
import {
  chooseConsent,
  DESKTOP_ONLY,
  expect,
  MOBILE_ONLY,
  shopperAddress,
  test,
  waitForHydration,
} from '../../fixtures';
import { AuthPopup, uniqueEmail } from '../../pages/AuthPopup';
import { apiJson } from '../../pages/ShopShell';

const TEXT = {
  en: {
    add: 'Add to cart',
    cart: (n: number) => (n === 0 ? 'Cart is empty' : `Cart, ${n} item${n === 1 ? '' : 's'}`),
    heading: (n: number) => `Cart: ${n} item${n === 1 ? '' : 's'}`,
    more: /^One more /,
    promo: 'Promo code',
    apply: 'Apply',
    active: (code: string) => `Promo code ${code} is active.`,
  },
  ru: {
    add: 'В корзину',
    cart: (n: number) => (n === 0 ? 'Корзина пуста' : `Корзина, ${n} товар${n === 1 ? '' : 'а'}`),
    heading: (n: number) => `Корзина: ${n} товар${n === 1 ? '' : 'а'}`,
    more: /^Ещё одну: /,
    promo: 'Промокод',
    apply: 'Применить',
    active: (code: string) => `Промокод ${code} активен.`,
  },
} as const;

interface Listing {
  products: { name: string; url: string }[];
}

// One language per project: the journey is long, and what differs between them is only the text.
const PROJECT_TAG = { en: DESKTOP_ONLY, ru: MOBILE_ONLY } as const;

/** The guest's cookie cart of a browser, as the storefront keeps it. */
async function cookieCart(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'cart.shortItems');
  return decodeURIComponent(cookie?.value ?? '');
}

/** Opens a product's card (its path from the listing) and puts the chosen variant in the cart. */
async function addFromCard(page: Page, path: string, name: string, add: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: add }).click();
}

for (const locale of ['en', 'ru'] as const) {
  const text = TEXT[locale];
  const prefix = locale === 'ru' ? '/ru' : '';

  test(
    `the cart follows the customer: joined on sign-in, the same on another device, a guest's again after signing out (${locale})`,
    { tag: PROJECT_TAG[locale] },
    async ({ page, request, browser, watchPage }) => {
      // Two browsers, each signing in with the popup: about four times an ordinary journey.
      test.setTimeout(180_000);
      const email = uniqueEmail('cart');
      await registerAccount(request, { email, password: PASSWORDS.registered });
      const { products } = await apiJson<Listing>(page, `/api/v1/catalog/women/swimsuits?lang=${locale}`);
      const [first, second] = products as [Listing['products'][number], Listing['products'][number]];
      const cardPath = (product: { url: string }) => `${prefix}${product.url.replace(/^\/ru(?=\/)/, '')}`;
      const auth = new AuthPopup(page, locale);
      const header = auth.shell.header;

      // A guest fills the cart on this device, then signs in: the lines join the account's cart.
      await addFromCard(page, cardPath(first), first.name, text.add);
      await expect(header.getByRole('link', { name: text.cart(1) })).toBeVisible();
      await auth.openFromHeader();
      await auth.signInWithPassword(email, PASSWORDS.registered);
      await expect(header.getByRole('link', { name: text.cart(1) })).toBeVisible();
      await expect.poll(() => cookieCart(page.context())).toBe('');

      // Another device: signing in as the same customer finds the same cart, and changes it.
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = test.info().project.use;
      const other = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale: locale === 'ru' ? 'ru-RU' : 'en-US',
        extraHTTPHeaders: { 'x-forwarded-for': shopperAddress(`${test.info().testId}#other`) },
      });
      await chooseConsent(other);
      try {
        const phone = await other.newPage();
        await watchPage(phone);
        const device = new AuthPopup(phone, locale);
        await device.shell.open(`${prefix}/cart`);
        await expect(device.shell.header.getByRole('link', { name: text.cart(0) })).toBeVisible();
        await device.openFromHeader();
        await device.signInWithPassword(email, PASSWORDS.registered);
        await expect(phone.getByRole('heading', { level: 1 })).toHaveText(text.heading(1));
        await expect(device.shell.header.getByRole('link', { name: text.cart(1) })).toBeVisible();
        await expect(phone.getByRole('main').getByRole('link', { name: first.name })).toBeVisible();
        await phone.getByRole('button', { name: text.more }).click();
        await expect(phone.getByRole('heading', { level: 1 })).toHaveText(text.heading(2));
        await expect(device.shell.header.getByRole('link', { name: text.cart(2) })).toBeVisible();
        const summary = phone.getByRole('complementary');
        await summary.getByRole('textbox', { name: text.promo, exact: true }).fill('welcome10');
        await summary.getByRole('button', { name: text.apply }).click();
        await expect(summary.getByText(text.active('WELCOME10'))).toBeVisible();

        // The first device finds the change and the code on its next page.
        await auth.shell.open(`${prefix}/cart`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading(2));
        await expect(header.getByRole('link', { name: text.cart(2) })).toBeVisible();
        await expect(page.getByRole('complementary').getByText(text.active('WELCOME10'))).toBeVisible();

        // Signed out, this device's cart starts empty and is a guest's cookie cart again.
        await auth.signOutFromProfile(email);
        await expect(header.getByRole('link', { name: text.cart(0) })).toBeVisible();
        await addFromCard(page, cardPath(second), second.name, text.add);
        await expect(header.getByRole('link', { name: text.cart(1) })).toBeVisible();
        await expect.poll(() => cookieCart(page.context())).toMatch(/^\d+:1$/);

        // The account's cart stayed on the server, untouched by the guest's.
        await phone.reload();
        await waitForHydration(phone);
        await expect(device.shell.header.getByRole('link', { name: text.cart(2) })).toBeVisible();
      } finally {
        await other.close();
      }
    },
  );
}
