import { formatMoney, type Locale } from '@shop/locale';
import { nextTask } from '@shop/ui';

/** `Intl.Locale`'s newer questions, which not every browser (nor TypeScript's es2023 lib) has. */
interface LocaleInfo {
  getTimeZones?: () => string[] | undefined;
}

/**
 * The browser's first use of `Intl` in a page loads ICU's locale data: about 25 ms of one task on
 * this machine's Chromium, four times that on Lighthouse's phone. Left to itself it happens while
 * react-intl's provider hydrates (`createIntl` asks `supportedLocalesOf`), inside the longest
 * task of the first load. Run here while the page still waits for its route chunks and messages,
 * that cost no longer adds to hydration's tasks (trace of `npm run bench:main-thread`).
 *
 * One `supportedLocalesOf` alone was still a task of 60–70 ms on a 4× slowed CPU, a long task of
 * its own. The data it loads is shared with smaller questions (likely subtags, a region's time
 * zones, the numbering systems), which ICU keeps once loaded: asked first, each in a task of its
 * own, they leave every step under 50 ms. Browser only; the last four are what the first render asks.
 */
export function intlWarmUpSteps(locale: Locale): Array<() => unknown> {
  return [
    () => new Intl.Locale(locale).maximize(),
    () => (new Intl.Locale(locale).maximize() as LocaleInfo).getTimeZones?.(),
    () => Intl.supportedValuesOf?.('numberingSystem'),
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => formatMoney(1, 'EUR', locale),
    () => new Intl.PluralRules(locale).select(1),
  ];
}

/** Runs `intlWarmUpSteps`, each in a task of its own. */
export async function warmIntlSoon(locale: Locale): Promise<void> {
  for (const step of intlWarmUpSteps(locale)) {
    await nextTask();
    step();
  }
}
