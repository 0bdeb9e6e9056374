import type { Browser, Locator, Page } from '@playwright/test';
import type { CatalogCategoryPage, ReviewList } from '@shop/api';
import { socialAccount } from '../../accounts';
import { wcagViolations } from '../../axe';
import { chooseConsent, expect, test, waitForHydration } from '../../fixtures';
import { buyAndPay } from '../../orders';
import { AuthPopup } from '../../pages/AuthPopup';
import { apiJson } from '../../pages/ShopShell';

// Reviews as customers write and read them: en on the desktop project, ru on the mobile one.
const TEXT = {
  en: {
    toReview: 'To review',
    write: (name: string) => `Write a review of ${name}`,
    dialog: (name: string) => `Review of ${name}`,
    editDialog: (name: string) => `Edit your review of ${name}`,
    rating: 'Your rating',
    star: (n: number) => `${n} star${n === 1 ? '' : 's'}`,
    title: 'Title (optional)',
    text: 'Your review',
    publish: 'Publish the review',
    save: 'Save the changes',
    noRating: 'Choose a rating from 1 to 5 stars.',
    short: 'Write at least 10 characters.',
    published: (name: string) => `Thank you! Your review of ${name} is published.`,
    updated: (name: string) => `Your review of ${name} is updated.`,
    mine: /^Your reviews \(1\)$/,
    status: 'Published',
    edit: (name: string) => `Edit your review of ${name}`,
    reviews: /^Reviews/,
    verified: 'Verified purchase',
    sort: 'Sort by',
    like: (count: number) => new RegExp(`^Helpful, ${count} likes?: the review by`),
    likeGuest: /^Helpful, \d+ likes?: sign in to like the review by/,
    delete: (name: string) => `Delete your review of ${name}`,
    deleteDialog: 'Delete this review?',
    keep: 'Keep it',
    confirmDelete: 'Delete the review',
    deleted: (name: string) => `Your review of ${name} was deleted.`,
    none: 'You have not written any reviews yet.',
  },
  ru: {
    toReview: 'Ждут отзыва',
    write: (name: string) => `Написать отзыв о товаре ${name}`,
    dialog: (name: string) => `Отзыв о товаре ${name}`,
    editDialog: (name: string) => `Изменить отзыв о товаре ${name}`,
    rating: 'Ваша оценка',
    star: (n: number) => `${n} ${n === 1 ? 'звезда' : n < 5 ? 'звезды' : 'звёзд'}`,
    title: 'Заголовок (необязательно)',
    text: 'Ваш отзыв',
    publish: 'Опубликовать отзыв',
    save: 'Сохранить изменения',
    noRating: 'Выберите оценку от 1 до 5 звёзд.',
    short: 'Напишите не меньше 10 символов.',
    published: (name: string) => `Спасибо! Отзыв о товаре ${name} опубликован.`,
    updated: (name: string) => `Отзыв о товаре ${name} обновлён.`,
    mine: /^Ваши отзывы \(1\)$/,
    status: 'Опубликован',
    edit: (name: string) => `Изменить отзыв о товаре ${name}`,
    reviews: /^Отзывы/,
    verified: 'Подтверждённая покупка',
    sort: 'Сортировка',
    like: (count: number) => new RegExp(`^Полезно, ${count} отмет(ка|ки|ок): отзыв`),
    likeGuest: /^Полезно, \d+ отмет(ка|ки|ок): войдите, чтобы отметить отзыв/,
    delete: (name: string) => `Удалить отзыв о товаре ${name}`,
    deleteDialog: 'Удалить отзыв?',
    keep: 'Оставить',
    confirmDelete: 'Удалить отзыв',
    deleted: (name: string) => `Отзыв о товаре ${name} удалён.`,
    none: 'Вы ещё не написали ни одного отзыва.',
  },
} as const;

const uniqueEmail = (what: string) => `${Date.now()}.${Math.random().toString(36).slice(2, 7)}.${what}@example.com`;
const localeOf = (projectName: string) => (projectName === 'mobile' ? 'ru' : 'en');

/** A product of the demo catalogue with reviews, a different one per project (they run side by side). */
async function reviewedProduct(page: Page, locale: 'en' | 'ru', pick: number) {
  const { products } = await apiJson<CatalogCategoryPage>(page, `/api/v1/catalog/all?per_page=96&lang=${locale}`);
  const reviewed = products.filter((product) => product.reviews_count >= 3);
  const product = reviewed[pick % reviewed.length];
  if (!product) throw new Error('no product with reviews in the demo catalogue');
  return product;
}

/** The reviews section of a product card, and one review in it by its text. */
const reviewsOf = (page: Page, locale: 'en' | 'ru') => page.getByRole('region', { name: TEXT[locale].reviews });
const reviewWith = (reviews: Locator, text: string) => reviews.getByRole('article').filter({ hasText: text });

/** A second shopper in a browser of their own (their own client address and cookies). */
async function secondShopper(browser: Browser, baseURL: string | undefined, address: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  await chooseConsent(context);
  return context.newPage();
}

test('a customer reviews a product they bought, edits it, and another customer likes it', async ({
  page,
  browser,
  baseURL,
  watchPage,
}, testInfo) => {
  // Two customers, an order and two browsers: more than a slow journey's time on a busy machine.
  test.setTimeout(180_000);
  const locale = localeOf(testInfo.project.name);
  const text = TEXT[locale];
  const prefix = locale === 'ru' ? '/ru' : '';
  const email = uniqueEmail('reviewer');
  await socialAccount(page.request, email);
  const product = await reviewedProduct(page, locale, locale === 'ru' ? 1 : 0);
  await buyAndPay(page.request, { email, first_name: 'Sam', last_name: 'Korhonen' }, [product.default_variant_id]);

  // "To review" lists the product; the form names what is missing, beside each field.
  await page.goto(`${prefix}/profile/reviews`);
  await waitForHydration(page);
  const toReview = page.getByRole('region', { name: text.toReview });
  await toReview.getByRole('button', { name: text.write(product.name) }).click();
  const dialog = page.getByRole('dialog', { name: text.dialog(product.name) });
  await dialog.getByRole('textbox', { name: text.text }).fill('Too short');
  await dialog.getByRole('button', { name: text.publish }).click();
  await expect(dialog.getByRole('group', { name: text.rating })).toHaveAccessibleDescription(text.noRating);
  await expect(dialog.getByRole('textbox', { name: text.text })).toHaveAccessibleDescription(
    new RegExp(text.short.replace('.', '\\.')),
  );
  await expect(dialog.getByRole('radio', { name: text.star(1) })).toBeFocused();
  const found = await wcagViolations(page);

  const written = `Fits true to size <b>${Date.now()}</b>`;
  await dialog.getByRole('radio', { name: text.star(4) }).check();
  await dialog.getByRole('textbox', { name: text.title }).fill('Good fit');
  await dialog.getByRole('textbox', { name: text.text }).fill(written);
  await dialog.getByRole('button', { name: text.publish }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(text.published(product.name));
  await expect(toReview.getByRole('button', { name: text.write(product.name) })).toBeHidden();
  const mine = page.getByRole('region', { name: text.mine });
  await expect(mine.getByRole('article', { name: product.name })).toContainText(written);
  await expect(mine.getByRole('article', { name: product.name })).toContainText(text.status);
  found.push(...(await wcagViolations(page)));
  expect(found).toEqual([]);

  // Editing starts from what was written.
  await mine.getByRole('button', { name: text.edit(product.name) }).click();
  const editing = page.getByRole('dialog', { name: text.editDialog(product.name) });
  await expect(editing.getByRole('textbox', { name: text.text })).toHaveValue(written);
  const edited = `${written}, edited`;
  await editing.getByRole('textbox', { name: text.text }).fill(edited);
  await editing.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('status')).toHaveText(text.updated(product.name));
  await expect(mine.getByRole('article', { name: product.name })).toContainText(edited);

  // On the card: newest first, marked as a verified purchase, the markup typed shown as text.
  await page.goto(product.url);
  await waitForHydration(page);
  const reviews = reviewsOf(page, locale);
  const review = reviewWith(reviews, edited);
  await expect(reviews.getByRole('article').first()).toContainText(edited);
  await expect(review).toContainText(text.verified);

  // Another customer likes it: the count rises at once and survives a reload; pressing again unlikes.
  const other = await secondShopper(browser, baseURL, `10.250.${locale === 'ru' ? 2 : 1}.${(Date.now() % 250) + 1}`);
  await watchPage(other);
  await socialAccount(other.request, uniqueEmail('liker'));
  await other.goto(product.url);
  await waitForHydration(other);
  const theirs = reviewWith(reviewsOf(other, locale), edited);
  const like = theirs.getByRole('button', { name: text.like(0) });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(theirs.getByRole('button', { name: text.like(1) })).toHaveAttribute('aria-pressed', 'true');
  await other.reload();
  await waitForHydration(other);
  const liked = reviewWith(reviewsOf(other, locale), edited).getByRole('button', { name: text.like(1) });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');

  // Most liked first: the list follows the API's order by likes.
  await reviewsOf(other, locale).getByLabel(text.sort).selectOption('helpful');
  const byLikes = await apiJson<ReviewList>(
    other,
    `/api/v1/reviews/product-card?product_id=${product.id}&sort=helpful&per_page=5&lang=${locale}`,
  );
  await expect
    .poll(() =>
      reviewsOf(other, locale)
        .getByRole('article')
        .evaluateAll((articles) => articles.map((article) => article.querySelector('button')?.textContent)),
    )
    .toEqual(byLikes.items.map((item) => String(item.likes)));

  await reviewWith(reviewsOf(other, locale), edited)
    .getByRole('button', { name: text.like(1) })
    .click();
  await expect(
    reviewWith(reviewsOf(other, locale), edited).getByRole('button', { name: text.like(0) }),
  ).toHaveAttribute('aria-pressed', 'false');
  await other.context().close();
});

test('a guest pressing like is asked to sign in', async ({ page }, testInfo) => {
  test.slow();
  const locale = localeOf(testInfo.project.name);
  const product = await reviewedProduct(page, locale, 2);
  await page.goto(product.url);
  await waitForHydration(page);
  const like = reviewsOf(page, locale).getByRole('button', { name: TEXT[locale].likeGuest }).first();
  await expect(like).not.toHaveAttribute('aria-pressed');
  await like.click();
  await expect(new AuthPopup(page, locale).dialog('email')).toBeVisible();
});

test('a customer deletes a review from /profile/reviews after confirming', async ({ page }, testInfo) => {
  test.slow();
  const locale = localeOf(testInfo.project.name);
  const text = TEXT[locale];
  const email = uniqueEmail('deleter');
  await socialAccount(page.request, email);
  const product = await reviewedProduct(page, locale, locale === 'ru' ? 4 : 3);
  await buyAndPay(page.request, { email, first_name: 'Sam', last_name: 'Korhonen' }, [product.default_variant_id]);
  const written = await page.request.post(`/api/v1/reviews/add?lang=${locale}`, {
    data: { product_id: product.id, rating: 3, text: `To be deleted ${Date.now()}` },
  });
  expect(written.status()).toBe(201);
  const { id } = (await written.json()) as { id: number };

  await page.goto(`${locale === 'ru' ? '/ru' : ''}/profile/reviews`);
  await waitForHydration(page);
  const remove = page.getByRole('button', { name: text.delete(product.name) });
  // "Keep it" has the focus first and changes nothing.
  await remove.click();
  const dialog = page.getByRole('dialog', { name: text.deleteDialog });
  await expect(dialog.getByRole('button', { name: text.keep })).toBeFocused();
  await dialog.getByRole('button', { name: text.keep }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: text.confirmDelete }).click();
  await expect(page.getByRole('status')).toHaveText(text.deleted(product.name));
  await expect(page.getByText(text.none)).toBeVisible();
  await expect(
    page.getByRole('region', { name: text.toReview }).getByRole('button', { name: text.write(product.name) }),
  ).toBeVisible();
  expect((await page.request.get(`/api/v1/reviews/${id}/get`)).status()).toBe(404);
});
