import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { styledComponentsPlugin, testReporters } from '../../vite.shared.ts';

/** Unit tests of the storefront's own server code, in Node; the pages are tested by storefront-e2e. */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/storefront-test',
  resolve: { tsconfigPaths: true },
  plugins: [styledComponentsPlugin(), react()],
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}'],
    reporters: testReporters('storefront'),
  },
});
