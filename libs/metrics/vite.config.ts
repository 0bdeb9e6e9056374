import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vite.shared.ts';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/metrics',
  test: { name: 'metrics', environment: 'node', include: ['src/**/*.spec.ts'], reporters: testReporters('metrics') },
});
