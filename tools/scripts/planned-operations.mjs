// Lists the operations of openapi.yaml marked `x-status: planned` (part of the contract, answering
// 501 until their issue lands) as the README's "Not implemented yet" section.
//   node tools/scripts/planned-operations.mjs          prints the section
//   node tools/scripts/planned-operations.mjs --write  rewrites it in README.md, between the markers
// apps/shop-api/test/contract/readme-planned.spec.ts fails when the README and the contract differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
export const START = '<!-- planned-operations:start -->';
export const END = '<!-- planned-operations:end -->';

/** Which issue builds a tag's operations (see `issues`). */
const ISSUE_OF_TAG = {
  catalog: 'catalogue and search',
  search: 'catalogue and search',
  products: 'catalogue and search',
  review: 'catalogue (product reviews, read-only) and profile (writing and liking)',
  wishlist: 'cart and wish list',
  cart: 'cart and wish list',
  promo: 'cart and wish list',
  auth: 'sign-in',
  customer: 'sign-in',
  places: 'checkout',
  delivery: 'checkout',
  order: 'checkout',
  payment: 'checkout',
  cj: 'checkout',
  profile: 'profile',
  consent: 'profile',
};

const document = parse(readFileSync(resolve(root, 'openapi.yaml'), 'utf8'));
const byTag = new Map();
for (const [path, item] of Object.entries(document.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation || operation['x-status'] !== 'planned') continue;
    const tag = operation.tags[0];
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push(`\`${method.toUpperCase()} ${path}\``);
  }
}
const total = [...byTag.values()].reduce((sum, list) => sum + list.length, 0);
const lines =
  total === 0
    ? [
        START,
        'No operation of `openapi.yaml` is planned: every one is built. An operation added as `x-status: planned` answers 501 in the problem shape until its issue lands, and is listed here.',
        END,
      ]
    : [
        START,
        `${total} operations of \`openapi.yaml\` are planned (\`x-status: planned\`) and answer 501 in the problem shape until their issue lands:`,
        '',
        '| tag | issue | operations |',
        '|---|---|---|',
        ...[...byTag].map(
          ([tag, operations]) => `| ${tag} | ${ISSUE_OF_TAG[tag] ?? 'a later issue'} | ${operations.join(', ')} |`,
        ),
        END,
      ];
const section = lines.join('\n');

if (process.argv.includes('--write')) {
  const file = resolve(root, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from === -1 || to === -1) throw new Error(`README.md has no ${START} … ${END} section`);
  writeFileSync(file, readme.slice(0, from) + section + readme.slice(to + END.length));
  console.log(`README.md: ${total} planned operations`);
} else {
  console.log(section);
}
