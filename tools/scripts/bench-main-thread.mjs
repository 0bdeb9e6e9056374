// `npm run bench:main-thread [-- URL...]`: the main thread's blocking time of a first visit, as a
// phone would feel it: each page loaded in the system Chromium (CHROME_PATH, else /usr/bin/chromium)
// at 412×823 with the CPU slowed 4× (DevTools' throttling, really slowed, not simulated), traced
// until the page has hydrated (`<html data-hydrated>`) and a second more. Blocking time is
// Lighthouse's TBT measured on the trace: for each task after the first contentful paint, what it
// ran beyond 50 ms. Lighthouse's own TBT (`bench:lighthouse`) is simulated from an unthrottled
// run and moves with the machine's noise; this one shows what a change does to the long tasks.
// Start the shop first (`npm start`). With several URLs (two builds served side by side, say) the
// loads alternate between them, so both see the same noise. Prints, per page and URL, the median
// and all runs' blocking times and the longest task's median. BENCH_RUNS (default 7) visits each.
// BENCH_TRACE_DIR keeps every visit's trace there (`<host_port><path>-<run>.json`, with V8's CPU
// profile) to open in DevTools' Performance panel and see which functions the long tasks ran.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const pages = ['/', '/catalog/women', '/catalog/women/swimsuits/coral-wave-one-piece'];
const bases = (
  process.argv.length > 2 ? process.argv.slice(2) : [process.env.BENCH_URL ?? 'http://localhost:3000']
).map((url) => new URL(url).origin);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const tracePath = join(tmpdir(), `bench-main-thread-${process.pid}.json`);
const traceDir = process.env.BENCH_TRACE_DIR;
if (traceDir) mkdirSync(traceDir, { recursive: true });

/**
 * Waits for `<html data-hydrated>` by asking over CDP. Playwright's own waits (waitForFunction,
 * selectors) first inject its utility script into the page: a 180–380 ms task on the slowed main
 * thread, which the blocking time would count as the page's.
 */
async function waitUntilHydrated(cdp, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'document.documentElement.dataset.hydrated',
      returnByValue: true,
    });
    if (result.value === 'true') return;
    if (Date.now() > deadline) throw new Error(`${url} did not hydrate within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One traced first visit: the blocking time after FCP and the longest task, in ms. */
async function visit(browser, url, run) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      path: tracePath,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        ...(traceDir ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    });
    await page.goto(url);
    await waitUntilHydrated(cdp, url);
    await page.waitForTimeout(1_000);
    await browser.stopTracing();
  } finally {
    await page.close();
  }
  if (traceDir) {
    const { host, pathname } = new URL(url);
    copyFileSync(tracePath, join(traceDir, `${host.replace(':', '_')}${pathname.replaceAll('/', '_')}-${run}.json`));
  }
  const events = JSON.parse(readFileSync(tracePath, 'utf8')).traceEvents;
  // The page's renderer is the process that painted its first content; its main thread does the work.
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp?.pid,
  );
  if (!main || !fcp) throw new Error(`no first contentful paint or main thread in the trace of ${url}`);
  const tasks = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.name === 'RunTask',
  );
  let blocking = 0;
  let longest = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    if (end <= fcp.ts) continue;
    longest = Math.max(longest, task.dur / 1000);
    blocking += Math.max(0, (end - Math.max(task.ts, fcp.ts)) / 1000 - 50);
  }
  return { blocking, longest };
}

let browser;
try {
  for (const base of bases) {
    const response = await fetch(base).catch(() => null);
    if (!response?.ok) throw new Error(`the shop does not answer at ${base} (start it with npm start)`);
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  console.log(
    `main-thread blocking time after FCP, 4× CPU throttling, ${RUNS} first visits per page and URL (alternating), ms`,
  );
  console.log(
    'page                                             url                        median blocking  longest task (median)  all runs',
  );
  for (const path of pages) {
    const runs = new Map(bases.map((base) => [base, []]));
    for (let run = 0; run < RUNS; run += 1)
      for (const base of bases) runs.get(base).push(await visit(browser, base + path, run));
    for (const [base, results] of runs) {
      const blocking = results.map((result) => result.blocking);
      console.log(
        `${path.padEnd(48)} ${base.padEnd(26)} ${median(blocking).toFixed(0).padStart(15)}  ${median(
          results.map((result) => result.longest),
        )
          .toFixed(0)
          .padStart(21)}  ${blocking.map((value) => value.toFixed(0)).join(' ')}`,
      );
    }
  }
} catch (error) {
  console.error(`benchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  rmSync(tracePath, { force: true });
}
