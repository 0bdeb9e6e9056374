import type { Locator, Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

/**
 * Moves the keyboard focus with Tab (or Shift+Tab) until it is on `target` or inside it (a group
 * of radios is one stop); fails after `limit` presses. The journey below never touches the mouse.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  const reached = () => target.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
  for (let presses = 0; presses < limit && !(await reached()); presses += 1)
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  expect(
    await reached(),
    `${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`,
  ).toBe(true);
}

/** Tabs to a text field and types into it; `shown` is what the field then shows (a mask's format). */
async function typeInto(page: Page, field: Locator, text: string, shown = text): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(shown);
}

// QUALITY.md: "the whole purchase can be done with the keyboard alone". From a product card to a
// paid order: a size, the cart, the order form (the address found with the arrow keys, delivery
// and payment chosen with them), the test gateway, the order page.
test(
  'a shopper buys with the keyboard alone, from the card to the paid order',
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    test.slow();
    const shell = new ShopShell(page);
    await shell.open('/catalog/women/swimsuits/coral-wave-one-piece');

    const size = page.getByRole('button', { name: 'L', exact: true });
    await tabTo(page, size);
    await page.keyboard.press('Enter');
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    const cartLink = shell.header.getByRole('link', { name: 'Cart, 1 item' });
    await expect(cartLink).toBeVisible();

    await tabTo(page, cartLink, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Coral Wave one-piece').first()).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Go to checkout' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Checkout' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toBeEditable();
    await typeInto(page, form.getByRole('textbox', { name: 'First name' }), 'Aino');
    await typeInto(page, form.getByRole('textbox', { name: 'Last name' }), 'Virtanen');
    await typeInto(page, form.getByRole('textbox', { name: 'E-mail' }), `${Date.now()}.keyboard@example.com`);
    await typeInto(page, form.getByRole('textbox', { name: 'Phone' }), '+358401234567', '+3(584)01234567');
    // The address search: type, then the arrow keys choose a suggestion and Enter takes it.
    const search = form.getByRole('combobox', { name: 'Find your address' });
    await tabTo(page, search);
    await page.keyboard.type('Helsin');
    await expect(form.getByRole('listbox', { name: 'Find your address' }).getByRole('option').first()).toContainText(
      'Helsin',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue(/Helsin/);
    await typeInto(page, form.getByRole('textbox', { name: 'Street' }), 'Mannerheimintie');
    await typeInto(page, form.getByRole('textbox', { name: 'House', exact: true }), '12 B');
    await typeInto(page, form.getByRole('textbox', { name: 'Flat' }), '34');
    await typeInto(page, form.getByRole('textbox', { name: 'Postcode' }), '00100');

    // A group of radios is one stop for Tab; the arrow keys move through it and choose, and Space
    // chooses the one focused when none is chosen yet (the only payment method, say).
    for (const wanted of [/^Posti home delivery/, /^Card \(test gateway\)/]) {
      const radio = form.getByRole('radio', { name: wanted });
      await tabTo(page, form.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: wanted }) }));
      for (let presses = 0; presses < 6 && !(await radio.isChecked()); presses += 1) {
        const focused = await radio.evaluate((element) => element === document.activeElement);
        await page.keyboard.press(focused ? 'Space' : 'ArrowDown');
      }
      await expect(radio).toBeChecked();
      await expect(radio).toBeFocused();
    }

    await tabTo(page, form.getByRole('button', { name: 'Place the order' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/v1\/payments\/test-gateway\/pay_/);
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order SW-\d{6}$/ })).toBeVisible();
    await expect(page.getByTestId('payment-state')).toHaveText('Paid');
  },
);
