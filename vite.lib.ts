import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { styledComponentsPlugin, testReporters } from './vite.shared.ts';

/** The Vite/Vitest config of a web library: React, styled-components, jsdom unit tests. */
export function webLibraryConfig(dir: string, name: string) {
  return defineConfig({
    root: dir,
    cacheDir: `../../node_modules/.vite/libs/${name}`,
    resolve: { tsconfigPaths: true },
    plugins: [styledComponentsPlugin(), react()],
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.spec.{ts,tsx}'],
      setupFiles: [`${import.meta.dirname}/tools/vitest/setup-dom.ts`],
      reporters: testReporters(name),
      passWithNoTests: false,
    },
  });
}
