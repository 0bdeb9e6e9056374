import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { icuParserOnlyOnServer, styledComponentsPlugin } from '../../vite.shared.ts';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
// Like serve.mjs, the dev proxy sends the app access token (replacing any a client sent).
const appAccessHeaders: Record<string, string> = process.env.APP_ACCESS_TOKEN ? { 'x-app-access-token': process.env.APP_ACCESS_TOKEN } : {};

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/storefront',
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: 'localhost',
    // In development the Vite server plays the part of serve.mjs: /api and /_img go to the API.
    proxy: {
      '/api': { target: apiUrl, changeOrigin: false, xfwd: true, headers: appAccessHeaders },
      '/_img': { target: apiUrl, changeOrigin: false, xfwd: true, headers: appAccessHeaders },
    },
  },
  preview: { port: Number(process.env.PORT ?? 3000), host: 'localhost' },
  resolve: { tsconfigPaths: true },
  // styled-components must be bundled into the server build: loaded as an external, Node picks
  // its CJS build, whose class names differ from the browser's (hydration mismatch).
  ssr: { noExternal: ['styled-components'] },
  plugins: [
    icuParserOnlyOnServer(),
    styledComponentsPlugin(),
    tanstackStart({
      srcDirectory: 'src',
      server: { entry: 'server.ts' },
    }),
    react(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
  },
});
