import { isAbsolute, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const reportDir = process.env['TEST_REPORT_DIR'];
const reportToFile = Boolean(process.env['CI'] || reportDir);
// A relative TEST_REPORT_DIR is read from the workspace root, like every other path of the runner.
const reportFile = resolve(import.meta.dirname, '../..', reportDir || 'dist/test-reports', 'vitest-shop-api.json');

/**
 * Everything imported by a bare name stays a runtime import from node_modules (native addons such
 * as better-sqlite3 and sharp cannot be bundled, and the others need not be); workspace libraries
 * (`@shop/*`) point at TypeScript sources, so they are bundled.
 */
function isExternal(id: string): boolean {
  if (id.startsWith('@shop/')) return false;
  if (id.startsWith('.') || id.startsWith('\0') || isAbsolute(id)) return false;
  return true;
}

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/shop-api',
  build: {
    ssr: true,
    target: 'node24',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // The server and the CLIs behind `npm run seed`, `npm run redirects` and `npm run catalog` share chunks.
      input: {
        server: 'src/server.ts',
        seed: 'src/seed/cli.ts',
        redirects: 'src/modules/redirects/cli.ts',
        catalog: 'src/modules/catalog/cli.ts',
      },
      external: isExternal,
      output: {
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/shop-api-[hash].js',
      },
    },
  },
  ssr: {
    target: 'node',
    noExternal: [/^@shop\//],
  },
  test: {
    name: 'shop-api',
    include: ['test/**/*.spec.ts', 'src/**/*.spec.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 20_000,
    // Building an app migrates and seeds a fresh database, on PostgreSQL too.
    hookTimeout: 60_000,
    reporters: reportToFile ? ['default', 'json'] : ['default'],
    outputFile: reportToFile ? { json: reportFile } : undefined,
  },
});
