import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../helpers/contract';

/** Folders Orval writes (orval.config.ts); their committed content must be what it generates now. */
const GENERATED = ['libs/api/src/generated', 'libs/api-schemas/src/generated'];
/** What orval.config.ts reads besides itself: the contract, the fetch mutator, and package.json (Orval reads the react-query version from it). */
const INPUTS = ['openapi.yaml', 'orval.config.ts', 'libs/api/src/mutator.ts', 'package.json'];

function filesUnder(root: string, folder: string): string[] {
  const base = join(root, folder);
  try {
    return readdirSync(base, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** Files under `folders` that differ between a fresh generation and the committed tree. */
function staleFiles(freshRoot: string, committedRoot: string, folders: readonly string[]): string[] {
  const stale: string[] = [];
  for (const folder of folders) {
    const fresh = filesUnder(freshRoot, folder);
    const committed = filesUnder(committedRoot, folder);
    if (fresh.length === 0) stale.push(`${folder} (nothing generated)`);
    for (const file of [...new Set([...fresh, ...committed])].sort()) {
      if (!fresh.includes(file)) stale.push(`${file} (committed, no longer generated)`);
      else if (!committed.includes(file)) stale.push(`${file} (generated, not committed)`);
      else if (!readFileSync(join(freshRoot, file)).equals(readFileSync(join(committedRoot, file))))
        stale.push(`${file} (differs)`);
    }
  }
  return stale;
}

it('the comparison finds changed, missing and extra files', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-stale-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write('fresh/gen/same.ts', 'a');
    write('committed/gen/same.ts', 'a');
    write('fresh/gen/deep/changed.ts', 'new');
    write('committed/gen/deep/changed.ts', 'old');
    write('fresh/gen/added.ts', 'x');
    write('committed/gen/removed.ts', 'x');
    expect(staleFiles(join(root, 'fresh'), join(root, 'committed'), ['gen'])).toEqual([
      'gen/added.ts (generated, not committed)',
      'gen/deep/changed.ts (differs)',
      'gen/removed.ts (committed, no longer generated)',
    ]);
    expect(staleFiles(join(root, 'fresh'), join(root, 'committed'), ['nothing'])).toEqual([
      'nothing (nothing generated)',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

it('the committed Orval output is what openapi.yaml generates now (`npm run generate` regenerates it)', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'shop-orval-'));
  try {
    for (const file of INPUTS) {
      mkdirSync(dirname(join(workspace, file)), { recursive: true });
      copyFileSync(join(repoRoot, file), join(workspace, file));
    }
    // orval.config.ts imports 'orval', and npx must find the workspace's own binary.
    symlinkSync(join(repoRoot, 'node_modules'), join(workspace, 'node_modules'), 'dir');

    const run = spawnSync('npx', ['--no-install', 'orval', '--config', 'orval.config.ts'], {
      cwd: workspace,
      encoding: 'utf8',
      timeout: 110_000,
    });
    expect(run.status, `orval failed:\n${run.stdout}\n${run.stderr}`).toBe(0);

    const stale = staleFiles(workspace, repoRoot, GENERATED);
    expect(stale, `stale generated files; run \`npm run generate\`:\n${stale.join('\n')}`).toEqual([]);
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}, 120_000);
