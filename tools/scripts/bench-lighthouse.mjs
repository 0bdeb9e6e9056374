// `npm run bench:lighthouse [-- URL]`: Lighthouse's performance audit of the shop's main pages with
// the mobile preset (Lighthouse's default: a mid-range phone, simulated slow 4G and 4× CPU
// slowdown), for the quality target "Lighthouse, mobile preset, production build, on home, category,
// product card, cart, search: score ≥ the same-stack hello-world's − 3 and TBT ≤ 2× its TBT,
// measured in the same run; LCP ≤ 1.5 s, CLS ≤ 0.02; median of 3" (../shared/QUALITY.md); a content
// page (/about-us) is audited too. It builds the hello-world `bench:first-load` compares with
// (first-load-hello.mjs), serves it on 127.0.0.1 at a free port, compressed as serve.mjs does, and
// audits it in the same rounds as the pages: each round visits every page once, so the noise of
// the hour falls on all of them. Start the shop first (`npm start`, the production build); URL (or
// BENCH_URL) defaults to http://localhost:3000. Runs the system Chromium (CHROME_PATH, else
// /usr/bin/chromium) headless, three rounds, and prints each figure's median with PASS/FAIL;
// exits 0 when a target is missed (a report), 1 when something breaks. About 4 minutes.
// A fresh browser has made no cookie choice, so the pages are audited with the consent banner
// shown; BENCH_CONSENT=0 (or another cookie_consent value) audits them with a choice made, no banner.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildHelloWorld, serveHelloWorld } from './first-load-hello.mjs';

const RUNS = 3;
/** Score at least the hello-world's minus `scoreBelowHello`, TBT at most `tbtHelloMultiple` times its. */
const TARGETS = { scoreBelowHello: 3, tbtHelloMultiple: 2, lcpMs: 1500, cls: 0.02 };
const pages = [
  ['home', '/'],
  ['category', '/catalog/women'],
  ['product card', '/catalog/women/swimsuits/coral-wave-one-piece'],
  ['cart', '/cart'],
  ['search', '/search?keyword=bikini'],
  ['about-us', '/about-us'],
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

/** A page's medians against the targets, the hello-world's medians of the same run given. */
function verdict({ score, lcp, cls, tbt }, hello) {
  const minScore = hello.score - TARGETS.scoreBelowHello;
  const maxTbt = hello.tbt * TARGETS.tbtHelloMultiple;
  const misses = [];
  if (score < minScore) misses.push(`score < ${minScore}`);
  if (tbt > maxTbt) misses.push(`TBT > ${maxTbt.toFixed(0)} ms`);
  if (lcp > TARGETS.lcpMs) misses.push(`LCP > ${TARGETS.lcpMs / 1000} s`);
  if (cls > TARGETS.cls) misses.push(`CLS > ${TARGETS.cls}`);
  return misses.length ? `FAIL (${misses.join(', ')})` : 'PASS';
}

const medians = (runs) => ({
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
  tbt: median(runs.map((r) => r.tbt)),
});

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
let helloServer;
try {
  const response = await fetch(base).catch(() => null);
  if (!response?.ok) throw new Error(`the shop does not answer at ${base.origin} (start it with npm start)`);
  const hello = await serveHelloWorld(await buildHelloWorld());
  helloServer = hello.server;
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
    `Lighthouse ${RUNS} rounds, each page once a round, mobile preset, performance only, at ${base.origin}, against the same-stack hello-world at ${hello.origin}; medians of each figure; ${
      consent === undefined
        ? 'no cookie choice made (the consent banner shows)'
        : `cookie_consent=${consent} (no banner)`
    }`,
  );
  const audited = [
    ['hello-world', new URL('/', hello.origin).href],
    ...pages.map(([name, path]) => [name, new URL(path, base).href]),
  ];
  const runs = new Map(audited.map(([name]) => [name, []]));
  for (let round = 0; round < RUNS; round += 1)
    for (const [name, url] of audited) runs.get(name).push(await audit(url, chrome.port));
  const line = (name, figures, target) =>
    console.log(
      `${name.padEnd(14)} ${String(figures.score).padStart(5)} ${figures.lcp.toFixed(0).padStart(8)}   ${figures.cls.toFixed(3).padEnd(7)} ${figures.tbt.toFixed(0).padStart(6)}  ${target}   (scores ${runs
        .get(name)
        .map((r) => r.score)
        .join(', ')}; TBT ${runs
        .get(name)
        .map((r) => r.tbt.toFixed(0))
        .join(', ')})`,
    );
  const helloFigures = medians(runs.get('hello-world'));
  console.log('page           score   LCP ms   CLS      TBT ms  target');
  line('hello-world', helloFigures, 'baseline');
  for (const [name] of pages) {
    const figures = medians(runs.get(name));
    line(name, figures, verdict(figures, helloFigures));
  }
  console.log(
    `\ntarget: score ≥ hello-world's − ${TARGETS.scoreBelowHello} (≥ ${helloFigures.score - TARGETS.scoreBelowHello}), TBT ≤ ${TARGETS.tbtHelloMultiple}× hello-world's (≤ ${(helloFigures.tbt * TARGETS.tbtHelloMultiple).toFixed(0)} ms), LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}`,
  );
} catch (error) {
  console.error(`benchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  helloServer?.close();
}
// The hello-world's server module may keep timers alive; the report is complete.
process.exit(process.exitCode ?? 0);
