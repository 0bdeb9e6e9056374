import { formatMoney, type Locale } from '@shop/locale';

/**
 * The browser's first use of `Intl` in a page loads ICU's locale data: about 25 ms of one task on
 * this machine's Chromium, four times that on Lighthouse's phone. Left to itself it happens while
 * react-intl's provider hydrates (`createIntl` asks `supportedLocalesOf`), inside the longest
 * task of the first load. Run here, each step in a task of its own while the page still waits for
 * its route chunks and messages, that cost no longer adds to hydration's tasks (trace of
 * `npm run bench:main-thread`). Browser only; the steps are what the first render asks for.
 */
export function warmIntlSoon(locale: Locale): void {
  const steps = [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => formatMoney(1, 'EUR', locale),
    () => new Intl.PluralRules(locale).select(1),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length !== 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
