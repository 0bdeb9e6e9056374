import type { Page } from "@playwright/test";
import type { CatalogCategoryPage } from "@shop/api";
import { DESKTOP_ONLY, expect, test, waitForHydration } from "../../fixtures";
import { ShopShell, apiJson, catalogueVariants } from "../../pages/ShopShell";

const TEXT = {
  en: {
    add: "Add to cart",
    addMore: /^Add one more/,
    cart: (n: number) =>
      n === 0 ? "Cart is empty" : `Cart, ${n} item${n === 1 ? "" : "s"}`,
    added: "Added to the cart",
    more: /^One more /,
    fewer: /^One fewer /,
    remove: /^Remove .+ from the cart$/,
    heading: (n: number) => `Cart: ${n} item${n === 1 ? "" : "s"}`,
    empty: "Your cart is empty",
    total: "Total",
    promo: "Promo code",
    apply: "Apply",
    unknown: "There is no such promo code.",
    active: (code: string) => `Promo code ${code} is active.`,
    removeCode: "Remove the code",
  },
  ru: {
    add: "В корзину",
    addMore: /^Добавить ещё/,
    cart: (n: number) =>
      n === 0 ? "Корзина пуста" : `Корзина, ${n} товар${n === 1 ? "" : "а"}`,
    added: "Добавлено в корзину",
    more: /^Ещё одну: /,
    fewer: /^На одну меньше: /,
    remove: /^Удалить из корзины: /,
    heading: (n: number) => `Корзина: ${n} товар${n === 1 ? "" : "а"}`,
    empty: "Ваша корзина пуста",
    total: "Итого",
    promo: "Промокод",
    apply: "Применить",
    unknown: "Такого промокода нет.",
    active: (code: string) => `Промокод ${code} активен.`,
    removeCode: "Убрать промокод",
  },
} as const;

/** Money as a number, from its formatted text in either language. */
const amount = (text: string) =>
  Number(text.replace(/[^\d,.]/g, "").replace(",", "."));

/** How many `add_to_cart` events the page pushed to the analytics data layer. */
const addToCartEvents = (page: Page) =>
  page.evaluate(
    () =>
      (
        (window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []
      ).filter((entry) => entry.event === "add_to_cart").length,
  );

/** Adds the open card's variant, opens /cart and applies `code` there; the cart's summary. */
async function addAndApplyCode(page: Page, code: string) {
  await page.getByRole("button", { name: TEXT.en.add }).click();
  await page.goto("/cart");
  await waitForHydration(page);
  const summary = page.getByRole("complementary");
  await summary
    .getByRole("textbox", { name: TEXT.en.promo, exact: true })
    .fill(code);
  await summary.getByRole("button", { name: TEXT.en.apply }).click();
  return summary;
}

async function openFirstCard(page: Page, prefix: string) {
  await new ShopShell(page).open(`${prefix}/catalog/women/swimsuits`);
  await page
    .getByRole("article")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForHydration(page);
}

for (const locale of ["en", "ru"] as const) {
  const text = TEXT[locale];
  const prefix = locale === "ru" ? "/ru" : "";

  test(`a shopper adds from a card, changes quantities on /cart and finds the cart after a reload (${locale})`, async ({
    page,
  }) => {
    const shell = new ShopShell(page, locale);
    await openFirstCard(page, prefix);
    await page.getByRole("button", { name: text.add }).click();
    await expect(
      shell.header.getByRole("link", { name: text.cart(1) }),
    ).toBeVisible();
    await expect(shell.header.getByRole("status")).toHaveText(text.added);
    await page.getByRole("button", { name: text.addMore }).click();
    await expect(
      shell.header.getByRole("link", { name: text.cart(2) }),
    ).toBeVisible();
    // Each add reaches the analytics data layer.
    expect(await addToCartEvents(page)).toBe(2);

    await shell.header.getByRole("link", { name: text.cart(2) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text.heading(2),
    );
    const summary = page.getByRole("complementary");
    const total = summary.getByRole("definition").last();
    await expect(total).not.toHaveText("");
    const twice = amount((await total.textContent()) ?? "");
    await page.getByRole("button", { name: text.fewer }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text.heading(1),
    );
    await expect
      .poll(async () => amount((await total.textContent()) ?? ""))
      .toBeCloseTo(twice / 2, 2);
    await page.getByRole("button", { name: text.more }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text.heading(2),
    );
    // An increase in the cart is an add too, for the analytics data layer; a decrease is not.
    expect(await addToCartEvents(page)).toBe(3);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text.heading(2),
    );
    await page.getByRole("button", { name: text.remove }).click();
    await expect(page.getByText(text.empty)).toBeVisible();
    await expect(
      shell.header.getByRole("link", { name: text.cart(0) }),
    ).toBeVisible();
  });

  test.describe(() => {
    // The browser notes the API's 404 for the unknown code; the page shows its message instead.
    test.use({
      allowedConsole: [/status of 404 .*\[.*\/api\/v1\/promocode\/check\?/],
    });
    test(`a shopper applies a bad and a good promo code, then removes it (${locale})`, async ({
      page,
    }) => {
      await openFirstCard(page, prefix);
      await page.getByRole("button", { name: text.add }).click();
      await page.goto(`${prefix}/cart`);
      await waitForHydration(page);
      const summary = page.getByRole("complementary");
      const total = summary.getByRole("definition").last();
      await expect(total).not.toHaveText("");
      const before = amount((await total.textContent()) ?? "");

      const field = summary.getByRole("textbox", {
        name: text.promo,
        exact: true,
      });
      await field.fill("NO-SUCH-CODE");
      await summary.getByRole("button", { name: text.apply }).click();
      await expect(summary.getByRole("alert")).toHaveText(text.unknown);

      await field.fill("welcome10");
      await summary.getByRole("button", { name: text.apply }).click();
      await expect(summary.getByText(text.active("WELCOME10"))).toBeVisible();
      await expect
        .poll(async () => amount((await total.textContent()) ?? ""))
        .toBeLessThan(before);
      await expect(
        summary.getByText("WELCOME10", { exact: false }).first(),
      ).toBeVisible();

      await summary.getByRole("button", { name: text.removeCode }).click();
      await expect(
        summary.getByRole("textbox", { name: text.promo, exact: true }),
      ).toBeVisible();
      await expect
        .poll(async () => amount((await total.textContent()) ?? ""))
        .toBeCloseTo(before, 2);
    });
  });
}

// The summary names each code once with what it does: a fixed amount as the shop writes money
// (a whole amount without decimals), free delivery without a "−€0" beside it nor a second "Free delivery" row.
test("the cart's summary shows a fixed code's amount and free delivery once, as they are", { tag: DESKTOP_ONLY }, async ({
  page,
}) => {
  await openFirstCard(page, "");
  await page.getByRole("button", { name: TEXT.en.add }).click();
  await page.getByRole("button", { name: TEXT.en.addMore }).click();
  await page.goto("/cart");
  await waitForHydration(page);
  const summary = page.getByRole("complementary");
  const field = summary.getByRole("textbox", {
    name: TEXT.en.promo,
    exact: true,
  });

  await field.fill("FREESHIP");
  await summary.getByRole("button", { name: TEXT.en.apply }).click();
  await expect(summary.getByText(TEXT.en.active("FREESHIP"))).toBeVisible();
  const terms = summary.getByRole("term");
  await expect(terms.filter({ hasText: /free delivery/i })).toHaveText([
    "FREESHIP: free delivery",
  ]);
  await expect(summary.locator('dt:has-text("FREESHIP") + dd')).toHaveText("");

  await summary.getByRole("button", { name: TEXT.en.removeCode }).click();
  await field.fill("MINUS5");
  await summary.getByRole("button", { name: TEXT.en.apply }).click();
  await expect(summary.getByText(TEXT.en.active("MINUS5"))).toBeVisible();
  await expect(terms.filter({ hasText: "MINUS5" })).toHaveText("MINUS5 −€5");
});

// Below a code's minimum the summary says what the minimum is and how much is missing, in the
// shop's money format, and the code applies as soon as the cart reaches it.
test("a code below its minimum cart says how much more the cart needs", { tag: DESKTOP_ONLY }, async ({
  page,
}) => {
  // Citrus Tie-side bikini: €29.19 after its sale price; SUMMER20 applies from €50.
  await new ShopShell(page).open(
    "/catalog/women/bikinis/citrus-tie-side-bikini",
  );
  const summary = await addAndApplyCode(page, "SUMMER20");
  // Kept for when the cart reaches the minimum, but not called active while it does not apply.
  await expect(
    summary.getByText("Promo code SUMMER20 is not applied."),
  ).toBeVisible();
  await expect(summary.getByRole("alert")).toHaveText(
    "This code applies to carts from €50: add €20.81 more to use it.",
  );

  await page.getByRole("button", { name: TEXT.en.more }).click();
  await expect(summary.getByRole("alert")).toHaveCount(0);
  await expect(summary.getByText(TEXT.en.active("SUMMER20"))).toBeVisible();
  await expect(
    summary.getByRole("term").filter({ hasText: "SUMMER20" }),
  ).toHaveText("SUMMER20 −20%");
});

test(
  "the mini-cart opens on hover, changes quantities and closes after the mouse leaves",
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    const shell = new ShopShell(page);
    await openFirstCard(page, "");
    await page.getByRole("button", { name: TEXT.en.add }).click();
    const cartLink = shell.header.getByRole("link", { name: TEXT.en.cart(1) });
    const notice = shell.header
      .getByRole("status", { includeHidden: true })
      .filter({ hasText: TEXT.en.added });
    await expect(notice).toBeVisible();
    await cartLink.hover();
    const mini = page.getByRole("region", { name: "Your cart" });
    await expect(mini).toBeVisible();
    await expect(mini.getByRole("listitem")).toHaveCount(1);
    // The open mini-cart shows the change itself; the note would cover its first line. Read at
    // once: the note leaves by itself after 4 s, which a waiting assertion would take for this.
    expect(await notice.isVisible()).toBe(false);
    await mini.getByRole("button", { name: TEXT.en.more }).click();
    await expect(
      shell.header.getByRole("link", { name: TEXT.en.cart(2) }),
    ).toBeVisible();
    await mini.getByRole("button", { name: TEXT.en.fewer }).click();
    await expect(
      shell.header.getByRole("link", { name: TEXT.en.cart(1) }),
    ).toBeVisible();
    await page.mouse.move(5, 800);
    await expect(mini).toBeHidden();
    // Never on the cart page itself.
    await mini.page().goto("/cart");
    await waitForHydration(page);
    await shell.header.getByRole("link", { name: TEXT.en.cart(1) }).hover();
    await page.waitForTimeout(400);
    await expect(page.getByRole("region", { name: "Your cart" })).toBeHidden();
  },
);

test(
  "a cart line's link preloads its product on hover and opens it in the chosen size",
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    const shell = new ShopShell(page);
    await shell.open("/catalog/women/swimsuits/coral-wave-one-piece");
    const size = page.getByRole("button", { name: "L", exact: true });
    await size.click();
    // The chosen size lives in the URL: on a busy machine "Add" could otherwise add the one before.
    await expect(size).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: TEXT.en.add }).click();
    await expect(
      shell.header.getByRole("link", { name: TEXT.en.cart(1) }),
    ).toBeVisible();
    await shell.open("/cart");

    // The line's link carries the variant (`?variant=4`) as a query: the preload asks the API for
    // the product's path, never for one with the query encoded into it (a 400 before).
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/catalog/")) asked.push(request.url());
    });
    const line = page
      .getByRole("main")
      .getByRole("link", { name: "Coral Wave one-piece" });
    await expect(line).toHaveAttribute(
      "href",
      /\/coral-wave-one-piece\?variant=\d+$/,
    );
    await line.hover();
    await expect
      .poll(() =>
        asked.some(
          (url) =>
            new URL(url).pathname ===
            "/api/v1/catalog/women/swimsuits/coral-wave-one-piece",
        ),
      )
      .toBe(true);
    expect(asked.filter((url) => url.includes("%3F"))).toEqual([]);

    await line.click();
    await expect(page).toHaveURL(/\/coral-wave-one-piece\?variant=\d+$/);
    await expect(
      page.getByRole("button", { name: "L", exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
  },
);

test("a shopper empties the whole cart and is told so", { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page, "en");
  await openFirstCard(page, "");
  await page.getByRole("button", { name: TEXT.en.add }).click();
  await page.getByRole("button", { name: TEXT.en.addMore }).click();
  await shell.header.getByRole("link", { name: TEXT.en.cart(2) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    TEXT.en.heading(2),
  );
  await page.getByRole("button", { name: "Empty the cart" }).click();
  await expect(page.getByText(TEXT.en.empty)).toBeVisible();
  await expect(shell.header.getByRole("status")).toHaveText(
    "The cart is empty now",
  );
  await expect(
    shell.header.getByRole("link", { name: TEXT.en.cart(0) }),
  ).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(TEXT.en.empty)).toBeVisible();
});

test(
  "the mini-cart shows each line and scrolls past three lines",
  { tag: DESKTOP_ONLY },
  async ({ page, baseURL }) => {
    const shell = new ShopShell(page);
    await shell.open("/");
    // Four lines of four products, straight into the cart's cookie as the storefront writes it.
    const listing = await apiJson<CatalogCategoryPage>(
      page,
      "/api/v1/catalog/women?lang=en",
    );
    const products = listing.products
      .filter((product) => product.in_stock)
      .slice(0, 4);
    await page.context().addCookies([
      {
        name: "cart.shortItems",
        value: products
          .map((product) => `${product.default_variant_id}:1`)
          .join("|"),
        url: baseURL ?? "",
      },
    ]);
    await shell.open("/");
    await shell.header.getByRole("link", { name: TEXT.en.cart(4) }).hover();
    const mini = page.getByRole("region", { name: "Your cart" });
    await expect(mini.getByRole("listitem")).toHaveCount(4);
    // Each line: its picture, name, colour and size, and its price.
    const first = mini.getByRole("listitem").first();
    await expect(first.locator("img")).toHaveCount(1);
    await expect(first).toContainText(products[0]?.name ?? "");
    await expect(first).toContainText(/, (XXS|XS|S|M|L|XL|XXL|\d+)/);
    await expect(first).toContainText(/€\d/);
    const list = mini.getByRole("list");
    expect(
      await list.evaluate(
        (element) => element.scrollHeight > element.clientHeight + 10,
      ),
    ).toBe(true);
    // Three lines fit without scrolling.
    await mini.getByRole("button", { name: TEXT.en.fewer }).first().click();
    await expect(mini.getByRole("listitem")).toHaveCount(3);
    expect(
      await list.evaluate(
        (element) => element.scrollHeight <= element.clientHeight + 1,
      ),
    ).toBe(true);
  },
);

test.describe("a promo code", { tag: DESKTOP_ONLY }, () => {
  // The browser notes the API's 404 for the code that is no longer valid.
  test.use({
    allowedConsole: [/status of 404 .*\[.*\/api\/v1\/promocode\/check\?/],
  });

  test("kept from an earlier visit is checked again, and dropped once no longer valid", async ({
    page,
    baseURL,
  }) => {
    const shell = new ShopShell(page);
    await page
      .context()
      .addCookies([
        { name: "promocode.active", value: "EXPIRED", url: baseURL ?? "" },
      ]);
    const checked = page.waitForResponse((response) =>
      response.url().includes("/api/v1/promocode/check?"),
    );
    await shell.open("/");
    expect((await checked).status()).toBe(404);
    await expect
      .poll(async () =>
        (await page.context().cookies()).some(
          (cookie) => cookie.name === "promocode.active",
        ),
      )
      .toBe(false);
  });

  test("with a redirect takes the shopper to that page of the shop", async ({
    page,
  }) => {
    await openFirstCard(page, "");
    await addAndApplyCode(page, "SALE");
    await expect(page).toHaveURL(/\/catalog\/women$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Women");
  });
});

test.describe("when pricing fails", { tag: DESKTOP_ONLY }, () => {
  // The browser notes the API's 503 for the prices; the cart says so plainly and goes on.
  test.use({
    allowedConsole: [/status of 503 .*\[.*\/api\/v1\/cart\/get-prices/],
  });

  test("the failure is logged, the cart keeps working and the prices come back on request", async ({
    page,
  }) => {
    const shell = new ShopShell(page);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openFirstCard(page, "");
    await page.getByRole("button", { name: TEXT.en.add }).click();
    await page.goto("/cart");
    await waitForHydration(page);
    const summary = page.getByRole("complementary");
    const total = summary.getByRole("definition").last();
    await expect(total).not.toHaveText("");
    const once = amount((await total.textContent()) ?? "");

    let failing = true;
    await page.route("**/api/v1/cart/get-prices**", (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: "application/problem+json",
            body: '{"status":503,"title":"Service Unavailable"}',
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: TEXT.en.more }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      TEXT.en.heading(2),
    );
    // No stale total for the new quantity: a plain word, and a way to ask again.
    await expect(summary.getByRole("status")).toContainText(
      "The prices could not be updated just now.",
    );
    await expect(summary.getByRole("definition")).toHaveCount(0);
    expect(
      warnings.some((text) =>
        text.startsWith("cart: the prices could not be loaded"),
      ),
    ).toBe(true);
    failing = false;
    await summary.getByRole("button", { name: "Try again" }).click();
    await expect
      .poll(async () => amount((await total.textContent()) ?? ""))
      .toBeCloseTo(once * 2, 2);
    // The lines kept working all along.
    await page.getByRole("button", { name: TEXT.en.remove }).click();
    await expect(page.getByText(TEXT.en.empty)).toBeVisible();
    await expect(
      shell.header.getByRole("link", { name: TEXT.en.cart(0) }),
    ).toBeVisible();
  });
});

test("adding up to the stock: the button says when every one left is in the cart and adds no more", { tag: DESKTOP_ONLY }, async ({
  page,
}) => {
  const shell = new ShopShell(page);
  await shell.open("/");
  const few = (await catalogueVariants(page)).find(
    ({ variant }) =>
      variant.in_stock && variant.stock >= 2 && variant.stock <= 3,
  );
  if (!few) throw new Error("the demo has no variant with 2 or 3 left");
  const { stock } = few.variant;
  await shell.open(few.variant.product_url);
  await page.getByRole("button", { name: TEXT.en.add }).click();
  for (let added = 1; added < stock; added += 1) {
    await expect(
      shell.header.getByRole("link", { name: TEXT.en.cart(added) }),
    ).toBeVisible();
    await page.getByRole("button", { name: TEXT.en.addMore }).click();
  }
  await expect(
    shell.header.getByRole("link", { name: TEXT.en.cart(stock) }),
  ).toBeVisible();
  // Every one left is in the cart: the button says so and adds no more.
  await expect(
    page.getByRole("button", { name: `All ${stock} left are in your cart` }),
  ).toBeDisabled();
  await expect(
    shell.header.getByRole("link", { name: TEXT.en.cart(stock) }),
  ).toBeVisible();
});

// A line the shop cannot sell as it is (sold out, or more than is left) holds the checkout back:
// the order would be refused after the whole form. The summary says why and fits the cart to the
// stock in one click; the checkout opens again.
test("lines that cannot be ordered hold the checkout back until the cart is fitted to the stock", { tag: DESKTOP_ONLY }, async ({
  page,
  baseURL,
}) => {
  const shell = new ShopShell(page);
  await shell.open("/");
  const variants = await catalogueVariants(page);
  const soldOut = variants.find(({ variant }) => variant.stock === 0);
  const few = variants.find(
    ({ variant }) => variant.stock >= 2 && variant.stock <= 5,
  );
  const plenty = variants.find(({ variant }) => variant.stock >= 10);
  if (!soldOut || !few || !plenty)
    throw new Error(
      "the demo lacks a sold-out variant, one with 2 to 5 left or one with 10 or more",
    );
  await page.context().addCookies([
    {
      name: "cart.shortItems",
      value: `${plenty.variant.id}:1|${soldOut.variant.id}:1|${few.variant.id}:${few.variant.stock + 3}`,
      url: baseURL ?? "",
    },
  ]);
  await page.goto("/cart");
  await waitForHydration(page);
  const summary = page.getByRole("complementary");
  await expect(summary.getByRole("status")).toContainText(
    "Some items cannot be ordered as they are",
  );
  await expect(
    summary.getByRole("button", { name: "Go to checkout" }),
  ).toBeDisabled();

  await summary
    .getByRole("button", {
      name: "Remove sold-out items and lower the rest to what is left",
    })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    TEXT.en.heading(1 + few.variant.stock),
  );
  await expect(summary.getByRole("status")).toHaveCount(0);
  await expect(
    summary.getByRole("link", { name: "Go to checkout" }),
  ).toBeVisible();
});
