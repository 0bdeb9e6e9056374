import type { Page } from '@playwright/test';
import { socialAccount } from '../../accounts';
import { wcagViolations } from '../../axe';
import { DESKTOP_ONLY, expect, MOBILE_ONLY, test, waitForHydration } from '../../fixtures';
import { placeOrder } from '../../orders';

const TEXT = {
  en: {
    navigation: 'Account navigation',
    orders: 'My orders',
    order: (number: string) => `Order ${number}`,
    count: (n: number) => `${n} order${n === 1 ? '' : 's'}`,
    placed: 'Placed',
    pending: 'Awaiting payment',
    filters: 'Filter orders',
    from: 'From',
    to: 'To',
    apply: 'Show orders',
    noMatch: 'No orders match these filters',
    clear: 'Clear filters',
    buyAgain: (number: string) => `Buy again: order ${number}`,
    added: '1 item added to the cart.',
    toCart: 'Go to the cart',
  },
  ru: {
    navigation: 'Разделы кабинета',
    orders: 'Мои заказы',
    order: (number: string) => `Заказ ${number}`,
    count: (n: number) => `${n} заказ${n === 1 ? '' : n < 5 ? 'а' : 'ов'}`,
    placed: 'Оформлен',
    pending: 'Ожидает оплаты',
    filters: 'Фильтр заказов',
    from: 'С',
    to: 'По',
    apply: 'Показать заказы',
    noMatch: 'Нет заказов по этим фильтрам',
    clear: 'Сбросить фильтры',
    buyAgain: (number: string) => `Купить снова: заказ ${number}`,
    added: '1 товар добавлен в корзину.',
    toCart: 'Перейти в корзину',
  },
} as const;

/** The shop's money format (`formatMoney` of @shop/locale): whole amounts without decimals. */
const money = (amount: number, locale: 'en' | 'ru') => {
  const digits = Math.round(amount * 100) % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
};

const uniqueEmail = (what: string) => `${Date.now()}.${Math.random().toString(36).slice(2, 7)}.${what}@example.com`;

/** The history's orders, newest first, as their articles. */
const orderArticles = (page: Page) => page.getByRole('main').getByRole('article');

// en on the desktop, ru on a phone: one journey each, the whole history page in both languages.
for (const locale of ['en', 'ru'] as const) {
  const text = TEXT[locale];
  const prefix = locale === 'ru' ? '/ru' : '';

  test(
    `a customer finds a new order at the top of the order history, filters it and buys it again (${locale})`,
    { tag: locale === 'en' ? DESKTOP_ONLY : MOBILE_ONLY },
    async ({ page }) => {
      test.slow();
      const email = uniqueEmail(`orders-${locale}`);
      await socialAccount(page.request, email);
      const pick = locale === 'ru' ? 12 : 14;
      const older = await placeOrder(page.request, { email, lang: locale, pick });
      const newer = await placeOrder(page.request, { email, lang: locale, pick: pick + 1 });

      // The account navigation's link leads to the history, the newest order first.
      await page.goto(`${prefix}/profile`);
      await waitForHydration(page);
      await page.getByRole('navigation', { name: text.navigation }).getByRole('link', { name: text.orders }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/profile/orders$`));
      await expect(page.getByRole('heading', { level: 1, name: text.orders })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.count(2) })).toBeVisible();
      const top = orderArticles(page).first();
      await expect(top.getByRole('heading', { level: 2 })).toHaveText(text.order(newer.number));
      await expect(top).toContainText(text.placed);
      await expect(top).toContainText(text.pending);
      await expect(top).toContainText(money(newer.totals.total_price, locale));
      await expect(orderArticles(page).nth(1).getByRole('heading', { level: 2 })).toHaveText(text.order(older.number));
      expect(await wcagViolations(page)).toEqual([]);

      // Buy again puts the order's line into the customer's cart and says so, with a way to the cart.
      const again = orderArticles(page)
        .first()
        .getByRole('button', { name: text.buyAgain(newer.number) });
      await again.click();
      const notice = orderArticles(page).first().getByRole('status');
      await expect(notice).toContainText(text.added);
      await expect(notice.getByRole('link', { name: text.toCart })).toHaveAttribute('href', `${prefix}/cart`);
      await expect(again).toBeEnabled();

      // Its number opens the order page; back comes back.
      await top.getByRole('link', { name: text.order(newer.number) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/order/${newer.crypto}$`));
      await expect(page.getByRole('heading', { level: 1, name: text.order(newer.number) })).toBeVisible();
      await page.goBack();

      // Filtered by its status: in the URL, so a reload keeps the filter.
      const filters = page.getByRole('form', { name: text.filters });
      await filters.getByRole('checkbox', { name: text.placed }).check();
      await filters.getByRole('button', { name: text.apply }).click();
      await expect(page).toHaveURL(/status=/);
      await page.reload();
      await waitForHydration(page);
      await expect(filters.getByRole('checkbox', { name: text.placed })).toBeChecked();
      await expect(orderArticles(page).first().getByRole('heading', { level: 2 })).toHaveText(text.order(newer.number));

      // A period before it matches nothing; clearing the filters lists it again, back shows the empty state.
      await filters.getByLabel(text.from, { exact: true }).fill('2020-01-01');
      await filters.getByLabel(text.to, { exact: true }).fill('2020-12-31');
      await filters.getByRole('button', { name: text.apply }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.noMatch })).toBeVisible();
      await expect(orderArticles(page)).toHaveCount(0);
      // From the top, as the page first shows: axe counts a checkbox the sticky header covers as too small a target.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await wcagViolations(page)).toEqual([]);
      await page.getByRole('main').getByRole('button', { name: text.clear }).click();
      await expect(orderArticles(page)).toHaveCount(2);
      await expect(filters.getByRole('checkbox', { name: text.placed })).not.toBeChecked();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 2, name: text.noMatch })).toBeVisible();
      await expect(filters.getByLabel(text.from, { exact: true })).toHaveValue('2020-01-01');
    },
  );
}
