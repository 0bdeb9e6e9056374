import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../src/config/repo-root';

const root = findRepoRoot();
const needed = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines
  .node;
// The workspace's own script, as `npm start` and `npm test` import it (plain JavaScript, no types).
const { nodeVersionProblem: check } = (await import(
  pathToFileURL(join(root, 'tools/scripts/check-node.mjs')).href
)) as { nodeVersionProblem: (found: string, needed: string) => string | null };

/** The machine's own Node.js (these machines ship 20), when it is older than the shop needs. */
const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (path) => existsSync(path) && check(execFileSync(path, ['--version'], { encoding: 'utf8' }).trim(), needed),
);

describe('a wrong Node.js gets a clear error, not a crash', () => {
  it('names the version found, the one needed and how to get it, in one line', () => {
    const line = check('v20.20.2', '>=22.18');
    expect(line).toMatch(/^Node\.js v20\.20\.2 found; this shop needs Node\.js >=22\.18 .*`\. tools\/ci\/node24\.sh`/);
    expect(line).not.toContain('\n');
    expect(check('v22.17.9', '>=22.18')).not.toBeNull();
    for (const ok of ['v22.18.0', 'v23.0.0', process.version]) expect(check(ok, '>=22.18')).toBeNull();
  });

  it('makes npm ci refuse an unsupported Node.js (engine-strict)', () => {
    expect(readFileSync(join(root, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it.runIf(systemNode)(
    'stops npm start and npm test at once on the machine’s older Node.js, with that one line',
    () => {
      for (const script of ['start.mjs', 'test.mjs']) {
        const run = spawnSync(systemNode ?? 'node', [join(root, 'tools/scripts', script)], {
          cwd: root,
          encoding: 'utf8',
          timeout: 10_000,
        });
        expect(run.status, script).toBe(1);
        expect(run.stdout).toBe('');
        expect(run.stderr.trim().split('\n')).toHaveLength(1);
        expect(run.stderr).toMatch(/found; this shop needs Node\.js/);
      }
    },
  );
});
