import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function findUp(start: string, marker: string): string | null {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The workspace root: the nearest folder holding `nx.json` above the working directory, else above
 * this module (so `node apps/shop-api/dist/server.js` started from anywhere inside or outside the
 * repository finds it), else the working directory.
 */
export function findRepoRoot(cwd: string = process.cwd()): string {
  return findUp(cwd, 'nx.json') ?? findUp(import.meta.dirname, 'nx.json') ?? resolve(cwd);
}
