import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root';

/**
 * Runs one of the API's command-line entry points from its TypeScript source (through jiti, as
 * `npm run <name>` runs the built file) against the data folder `dataDir`, with only the
 * environment given here; answers its exit code and output.
 */
export function runCommand(
  source: string,
  dataDir: string,
  args: readonly string[],
  env: Record<string, string> = {},
): SpawnSyncReturns<string> {
  return spawnSync(
    process.execPath,
    [join(findRepoRoot(), 'node_modules/.bin/jiti'), join(findRepoRoot(), 'apps/shop-api/src', source), ...args],
    {
      env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
    },
  );
}
