import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { socialAccount } from '../../accounts';
import { AuthPopup, homePath } from '../../pages/AuthPopup';

/** The dialog lies inside the viewport, and nothing in it sticks out of it (or makes it scroll sideways). */
async function expectWithinViewport(page: Page, dialog: Locator) {
  const box = (await dialog.boundingBox()) ?? { x: -1, width: Infinity };
  const width = page.viewportSize()?.width ?? 0;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  const sticking = await dialog.evaluate((element) => {
    const outer = element.getBoundingClientRect();
    return [...element.querySelectorAll('*')]
      .filter((inner) => {
        const rect = inner.getBoundingClientRect();
        return rect.width > 0 && (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5);
      })
      .map((inner) => `${inner.tagName.toLowerCase()} "${(inner.textContent ?? '').trim().slice(0, 40)}"`);
  });
  expect(sticking, 'elements sticking out of the dialog').toEqual([]);
}

for (const locale of ['en', 'ru'] as const) {
  test(`the sign-in popup opens from the user icon, fits the screen, and Escape closes it and gives the focus back (${locale})`, async ({
    page,
    request,
  }) => {
    const auth = new AuthPopup(page, locale);
    const { text } = auth;
    await auth.shell.open(homePath(locale));
    const icon = auth.signInIcon();
    await expect(icon).toHaveAttribute('aria-haspopup', 'dialog');

    const dialog = await auth.openFromHeader();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('heading', { name: text.title.email })).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.google, exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.facebook, exact: true })).toBeVisible();
    await expectWithinViewport(page, dialog);

    // The longest step, the registration form, fits too; its "sign in" link leads back.
    await dialog.getByRole('button', { name: text.createAccount, exact: true }).click();
    const register = auth.dialog('register');
    await expect(register).toBeVisible();
    await expectWithinViewport(page, register);
    await register.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(auth.dialog('email')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(icon).toBeFocused();

    // It opens again, at the e-mail step. A long address (of an account made with Google, so no
    // code is mailed) still fits the password step, which names it; the close button closes it too.
    const longEmail = `a.rather.long.address.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
    await socialAccount(request, longEmail);
    await icon.click();
    const password = await auth.continueWithEmail(longEmail);
    await expect(password.getByText(longEmail)).toBeVisible();
    await expectWithinViewport(page, password);
    await password.getByRole('button', { name: text.close, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(icon).toBeFocused();
  });
}
