import type { Page } from '@playwright/test';
import { socialAccount } from '../../accounts';
import { DESKTOP_ONLY, expect, test, waitForHydration } from '../../fixtures';
import { apiJson, ShopShell } from '../../pages/ShopShell';

const TEXT = {
  en: {
    add: 'Add to cart',
    cart: (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`,
    promo: 'Promo code',
    apply: 'Apply',
    active: (code: string) => `Promo code ${code} is active.`,
    toCheckout: 'Go to checkout',
    checkout: 'Checkout',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    search: 'Find your address',
    city: 'City',
    postcode: 'Postcode',
    street: 'Street',
    house: 'House',
    flat: 'Flat',
    delivery: 'Posti home delivery',
    payment: 'Card (test gateway)',
    place: 'Place the order',
    required: 'Postcode is required.',
    pay: 'Pay',
    decline: 'Decline',
    order: /^Order SW-\d{6}$/,
    paid: 'Paid',
    failed: 'Payment failed',
    retry: 'Try paying again',
    discount: /^Discount \(WELCOME10\)$/,
  },
  ru: {
    add: 'В корзину',
    cart: (n: number) => `Корзина, ${n} товар${n === 1 ? '' : 'а'}`,
    promo: 'Промокод',
    apply: 'Применить',
    active: (code: string) => `Промокод ${code} активен.`,
    toCheckout: 'Оформить заказ',
    checkout: 'Оформление заказа',
    firstName: 'Имя',
    lastName: 'Фамилия',
    email: 'E-mail',
    phone: 'Телефон',
    search: 'Найти адрес',
    city: 'Город',
    postcode: 'Индекс',
    street: 'Улица',
    house: 'Дом',
    flat: 'Квартира',
    delivery: 'Доставка Posti на дом',
    payment: 'Карта (тестовый шлюз)',
    place: 'Оформить заказ',
    required: 'Поле «Индекс» обязательно.',
    pay: 'Оплатить',
    decline: 'Отклонить',
    order: /^Заказ SW-\d{6}$/,
    paid: 'Оплачен',
    failed: 'Оплата не прошла',
    retry: 'Оплатить ещё раз',
    discount: /^Скидка \(WELCOME10\)$/,
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

interface Listing {
  products: { name: string; default_variant_id: number }[];
}

const uniqueEmail = (what: string) => `${Date.now()}.${Math.random().toString(36).slice(2, 7)}.${what}@example.com`;

/** Puts the products at these places of a listing in the cart from their cards. */
async function fillCart(page: Page, text: Text, prefix: string, listing: string, picks: number[]) {
  const shell = new ShopShell(page);
  const { products } = await apiJson<Listing>(page, `/api/v1/catalog/${listing}?lang=${prefix ? 'ru' : 'en'}`);
  for (const [index, pick] of picks.entries()) {
    const product = products[pick % products.length];
    if (!product) throw new Error(`no product #${pick} in ${listing}`);
    await shell.open(`${prefix}/catalog/${listing}`);
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
      .getByRole('heading')
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: text.add }).click();
    await expect(shell.header.getByRole('link', { name: text.cart(index + 1) })).toBeVisible();
  }
}

/** Fills the order form's contact and address (the city from the address search). */
async function fillForm(page: Page, text: Text, email: string | null) {
  const form = page.getByRole('form', { name: text.checkout });
  await expect(form.getByRole('textbox', { name: text.firstName })).toBeVisible();
  if (email !== null) {
    await form.getByRole('textbox', { name: text.firstName }).fill('Aino');
    await form.getByRole('textbox', { name: text.lastName }).fill('Virtanen');
    await form.getByRole('textbox', { name: text.email }).fill(email);
    await form.getByRole('textbox', { name: text.phone }).fill('+358401234567');
  }
  await form.getByRole('combobox', { name: text.search }).fill('Helsin');
  const suggestion = form.getByRole('listbox', { name: text.search }).getByRole('option').first();
  await expect(suggestion).toContainText('Helsin');
  await suggestion.click();
  await expect(form.getByRole('textbox', { name: text.city })).toHaveValue(/Helsin/);
  await form.getByRole('textbox', { name: text.street }).fill('Mannerheimintie');
  await form.getByRole('textbox', { name: text.house, exact: true }).fill('12 B');
  await form.getByRole('textbox', { name: text.flat }).fill('34');
  await form.getByRole('radio', { name: new RegExp(`^${text.delivery}`) }).check();
  await form.getByRole('radio', { name: new RegExp(`^${text.payment.replace(/[()]/g, '\\$&')}`) }).check();
  return form;
}

/** The purchase events in the page's data layer. */
const purchases = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
      (entry) => entry.event === 'purchase',
    ),
  );

for (const locale of ['en', 'ru'] as const) {
  const text = TEXT[locale];
  const prefix = locale === 'ru' ? '/ru' : '';

  test(`a guest buys two items with a promo code and delivery, pays on the test gateway and sees the paid order (${locale})`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const offset = (locale === 'ru' ? 4 : 0) + (testInfo.project.name === 'mobile' ? 2 : 0);
    await fillCart(page, text, prefix, 'women/swimsuits', [offset, offset + 1]);

    // The promo code on the cart page.
    await page.goto(`${prefix}/cart`);
    await waitForHydration(page);
    await page.getByRole('textbox', { name: text.promo }).fill('welcome10');
    await page.getByRole('button', { name: text.apply }).click();
    await expect(page.getByText(text.active('WELCOME10'))).toBeVisible();
    await page.getByRole('link', { name: text.toCheckout }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.checkout })).toBeVisible();
    await waitForHydration(page);

    const form = await fillForm(page, text, uniqueEmail('guest'));
    // A field left empty is named on submit, and the keyboard lands on it.
    await form.getByRole('button', { name: text.place }).click();
    await expect(form.getByText(text.required)).toBeVisible();
    await expect(form.getByRole('textbox', { name: text.postcode })).toBeFocused();
    // Nothing typed is lost on a reload.
    await page.reload();
    await waitForHydration(page);
    await expect(form.getByRole('textbox', { name: text.street })).toHaveValue('Mannerheimintie');
    await form.getByRole('textbox', { name: text.postcode }).fill('00100');
    await form.getByRole('button', { name: text.place }).click();

    // The test gateway's page, then back to the order.
    await expect(page).toHaveURL(/\/api\/v1\/payments\/test-gateway\/pay_/);
    await page.getByRole('button', { name: text.pay, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/order/[A-Za-z0-9_-]{43}$`));
    await expect(page.getByRole('heading', { level: 1, name: text.order })).toBeVisible();
    await expect(page.getByTestId('payment-state')).toHaveText(text.paid);
    await expect(page.getByText(text.discount)).toBeVisible();
    await expect.poll(() => purchases(page)).toHaveLength(1);
    // A reload shows the same order and does not count the purchase twice.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('payment-state')).toHaveText(text.paid);
    expect(await purchases(page)).toHaveLength(0);
    // The cart is empty after the order.
    await expect(
      new ShopShell(page).header.getByRole('link', { name: locale === 'ru' ? 'Корзина пуста' : 'Cart is empty' }),
    ).toBeVisible();
  });
}

test(
  'a signed-in customer finds the contact filled in and buys from the account cart, which the order empties',
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    test.slow();
    const text = TEXT.en;
    const email = uniqueEmail('signed-in');
    // Signing in with the fake Google in the page's own request context shares its cookie.
    await socialAccount(page.request, email);
    await fillCart(page, text, '', 'women/swimsuits', [8]);
    await page.goto('/order');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: text.checkout });
    await expect(form.getByRole('textbox', { name: text.email })).toHaveValue(email);
    await expect(form.getByRole('checkbox')).toHaveCount(1); // "a private house" only: no account to create

    // The cart is the account's, on the server: the order is placed from it and takes its lines.
    // The account from Google has no last name or phone yet: the shopper adds them.
    await fillForm(page, text, email);
    await form.getByRole('textbox', { name: text.postcode }).fill('00100');
    await form.getByRole('button', { name: text.place }).click();
    await expect(page).toHaveURL(/test-gateway/);
    await page.getByRole('button', { name: text.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByTestId('payment-state')).toHaveText(text.paid);
    await waitForHydration(page);
    await expect(new ShopShell(page).header.getByRole('link', { name: 'Cart is empty' })).toBeVisible();
    expect((await apiJson<{ items: unknown[] }>(page, '/api/v1/cart?lang=en')).items).toEqual([]);
  },
);

test('a declined payment is retried from the order page and goes through', { tag: DESKTOP_ONLY }, async ({ page }) => {
  test.slow();
  const text = TEXT.en;
  await fillCart(page, text, '', 'women/swimsuits', [9]);
  await page.goto('/order');
  await waitForHydration(page);
  const form = await fillForm(page, text, uniqueEmail('retry'));
  await form.getByRole('textbox', { name: text.postcode }).fill('00100');
  await form.getByRole('button', { name: text.place }).click();
  await expect(page).toHaveURL(/test-gateway/);
  await page.getByRole('button', { name: text.decline }).click();
  // Back on the order page, whose first HTML already shows the payment's state.
  await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('payment-state')).toHaveText(text.failed);
  const firstHtml = await (await page.request.get(page.url())).text();
  expect(firstHtml).toMatch(/data-testid="payment-state"[^>]*>Payment failed</);
  await waitForHydration(page);
  await page.getByRole('button', { name: text.retry }).click();
  await expect(page).toHaveURL(/test-gateway/);
  await page.getByRole('button', { name: text.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('payment-state')).toHaveText(text.paid);
  await expect.poll(() => purchases(page)).toHaveLength(1);
});

test.describe('while the API cannot price the cart', () => {
  test.use({
    allowedConsole: [
      /status of 503 .*\[.*\/api\/v1\/cart\/get-(prices|product-variants)\?|^cart: the (prices|variants) could not be loaded/,
    ],
  });

  test(
    'the order page shows its form and asks again only when something changes',
    { tag: DESKTOP_ONLY },
    async ({ page }) => {
      const text = TEXT.en;
      await fillCart(page, text, '', 'women/swimsuits', [10]);
      // The cart's two reads fail as they would while the database is down (503 in the one error shape).
      const asked: string[] = [];
      await page.route(/\/api\/v1\/cart\/get-(prices|product-variants)\?/, (route) => {
        asked.push(route.request().url());
        return route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          body: JSON.stringify({
            type: 'about:blank',
            title: 'Service Unavailable',
            status: 503,
            detail: 'The database does not answer.',
          }),
        });
      });
      await page.goto('/order');
      await waitForHydration(page);
      const form = page.getByRole('form', { name: text.checkout });
      await expect(form.getByRole('textbox', { name: text.firstName })).toBeVisible();
      // Each read was tried on the page's start and once more as the form appeared, not in a loop
      // (the form unmounting and mounting again asked about forty times a second).
      await page.waitForTimeout(2_000);
      expect(asked.length).toBeLessThanOrEqual(4);
      await expect(form.getByRole('textbox', { name: text.firstName })).toBeVisible();
    },
  );
});

test(
  'the order form lines up the fields of a row, a field with a hint beside one without',
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    const text = TEXT.en;
    await fillCart(page, text, '', 'women/swimsuits', [11]);
    await page.goto('/order');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: text.checkout });
    // The phone has a hint under it; the e-mail beside it has none and must not stretch or drop.
    const email = await form.getByRole('textbox', { name: text.email }).boundingBox();
    const phone = await form.getByRole('textbox', { name: text.phone }).boundingBox();
    expect(email?.y).toBe(phone?.y);
    expect(email?.height).toBe(phone?.height);
  },
);
