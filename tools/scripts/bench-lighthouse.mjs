// `npm run bench:lighthouse [-- URL]`: Lighthouse's performance audit of the shop's main pages with
// the mobile preset (Lighthouse's default: a mid-range phone, simulated slow 4G and 4× CPU
// slowdown), for the quality target "Lighthouse, mobile preset, production build, on home, category,
// product card, cart, search: score ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 50 ms; median of 3"
// (../shared/QUALITY.md). Start the shop first (`npm start`, the production build); URL (or
// BENCH_URL) defaults to http://localhost:3000. Runs the system Chromium (CHROME_PATH, else
// /usr/bin/chromium) headless, three times per page, and prints each figure's median with
// PASS/FAIL; exits 0 when a target is missed (a report), 1 when something breaks. About 3 minutes.
// A fresh browser has made no cookie choice, so the pages are audited with the consent banner
// shown; BENCH_CONSENT=0 (or another cookie_consent value) audits them with a choice made, no banner.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;
const TARGETS = { score: 98, lcpMs: 1500, cls: 0.02, tbtMs: 50 };
const pages = [
  ['home', '/'],
  ['category', '/catalog/women'],
  ['product card', '/catalog/women/swimsuits/coral-wave-one-piece'],
  ['cart', '/cart'],
  ['search', '/search?keyword=bikini'],
];

const base = new URL(process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000');
const consent = process.env.BENCH_CONSENT;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run's figures: score 0–100, LCP and TBT in ms, CLS. */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse clears the origin's storage first, the consent cookie with it, unless told not to.
    disableStorageReset: consent !== undefined,
  });
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const figure = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return value;
  };
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: figure('largest-contentful-paint'),
    cls: figure('cumulative-layout-shift'),
    tbt: figure('total-blocking-time'),
  };
}

function verdict({ score, lcp, cls, tbt }) {
  const misses = [];
  if (score < TARGETS.score) misses.push(`score < ${TARGETS.score}`);
  if (lcp > TARGETS.lcpMs) misses.push(`LCP > ${TARGETS.lcpMs / 1000} s`);
  if (cls > TARGETS.cls) misses.push(`CLS > ${TARGETS.cls}`);
  if (tbt > TARGETS.tbtMs) misses.push(`TBT > ${TARGETS.tbtMs} ms`);
  return misses.length ? `FAIL (${misses.join(', ')})` : 'PASS';
}

/** Sets the `cookie_consent` cookie in the launched browser over the DevTools protocol. */
async function setConsentCookie(port, value) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const cookie = { name: 'cookie_consent', value, url: base.origin, path: '/' };
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [cookie] } }));
  const answer = await new Promise((resolve) => (socket.onmessage = (event) => resolve(JSON.parse(event.data))));
  socket.close();
  if (answer.error) throw new Error(`could not set the consent cookie: ${answer.error.message}`);
}

let chrome;
try {
  const response = await fetch(base).catch(() => null);
  if (!response?.ok) throw new Error(`the shop does not answer at ${base.origin} (start it with npm start)`);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  });
  if (consent !== undefined) await setConsentCookie(chrome.port, consent);
  console.log(
    `Lighthouse ${RUNS}× per page, mobile preset, performance only, at ${base.origin}; medians of each figure; ${
      consent === undefined
        ? 'no cookie choice made (the consent banner shows)'
        : `cookie_consent=${consent} (no banner)`
    }`,
  );
  console.log('page           score   LCP ms   CLS      TBT ms  target');
  for (const [name, path] of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(new URL(path, base).href, chrome.port));
    const figures = {
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
    };
    console.log(
      `${name.padEnd(14)} ${String(figures.score).padStart(5)} ${figures.lcp.toFixed(0).padStart(8)}   ${figures.cls.toFixed(3).padEnd(7)} ${figures.tbt.toFixed(0).padStart(6)}  ${verdict(figures)}   (scores ${runs.map((r) => r.score).join(', ')})`,
    );
  }
  console.log(
    `\ntarget: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms`,
  );
} catch (error) {
  console.error(`benchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
}
