import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E_LOG_FILE } from '../server';
import { journeySecrets, type Secret } from './secrets';

/**
 * Shapes that never belong in a log whatever the journeys did, for what no file or table keeps
 * (an OAuth code of the fake provider, an address typed and never saved): kind and pattern.
 */
const FORBIDDEN_SHAPES: [string, RegExp][] = [
  ['e-mail address', /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g],
  ['JWT', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/g],
  [
    'unredacted URL parameter',
    /[?&](?:token|crypto|cart_id|identity|signature|hash|code|state|email|input)=(?!\[redacted\]|%5Bredacted%5D)[^&\s"]+/g,
  ],
];

/** Enough of a secret to tell which one it was, too little to use it (a parameter keeps its name). */
function masked(value: string): string {
  const start = value.indexOf('=') + 1;
  return `${value.slice(0, start + 2)}…(${value.length - start} characters)`;
}

function lineAt(log: string, index: number): string {
  const number = log.slice(0, index).split('\n').length;
  const process = /^\[(\w+)\]/.exec(log.slice(log.lastIndexOf('\n', index) + 1))?.[1] ?? 'launcher';
  return `line ${number} (${process})`;
}

/** Where a secret stands in the log, as written or URL-encoded; an e-mailed code only as a number of its own. */
function findSecret(log: string, { kind, value }: Secret): number {
  if (kind === 'e-mailed code') return log.search(new RegExp(`(?<![\\d.])${value}(?!\\d)`));
  for (const form of new Set([value, encodeURIComponent(value)])) {
    const index = log.indexOf(form);
    if (index !== -1) return index;
  }
  return -1;
}

// Runs after every journey of both projects (its project depends on them), against the shop they
// used, still running: its log (LOG_LEVEL=info, so every request URL is there), outbox and database.
test('the shop’s log holds no password, token, code, order crypto or e-mail address the journeys used', async () => {
  const log = await readFile(E2E_LOG_FILE, 'utf8');
  const requests = log.match(/"msg":"incoming request"/g)?.length ?? 0;
  expect(log.length, `${E2E_LOG_FILE} is empty`).toBeGreaterThan(0);
  expect(requests, `no request lines in ${E2E_LOG_FILE}: the audit would prove nothing`).toBeGreaterThan(0);

  // Per kind: how often it was found, and the first place, masked.
  const found = new Map<string, { count: number; first: string }>();
  const note = (kind: string, value: string, index: number) => {
    const seen = found.get(kind);
    if (seen) seen.count += 1;
    else found.set(kind, { count: 1, first: `${masked(value)} at ${lineAt(log, index)}` });
  };
  const secrets = await journeySecrets();
  for (const secret of secrets) {
    const index = findSecret(log, secret);
    if (index !== -1) note(secret.kind, secret.value, index);
  }
  for (const [kind, shape] of FORBIDDEN_SHAPES)
    for (const match of log.matchAll(shape)) note(kind, match[0], match.index);

  const kinds = new Set(secrets.map((secret) => secret.kind));
  test.info().annotations.push({
    type: 'log audit',
    description: `${requests} requests in ${E2E_LOG_FILE}; ${secrets.length} secrets of ${kinds.size} kinds looked for`,
  });
  const findings = [...found].map(([kind, { count, first }]) => `${kind}: ${count} found, the first ${first}`);
  expect(findings, `secrets or personal data in ${E2E_LOG_FILE}`).toEqual([]);
  // The journeys' order pages and mailed links were requested, and logged redacted, not left out.
  if (kinds.has('order crypto') || kinds.has('mailed link token')) expect(log).toContain('[redacted]');
});
