import babel from '@rolldown/plugin-babel';

/**
 * styled-components' Babel plugin, shared by the storefront, Storybook and Vitest configs.
 * With it, class names are stable per file (e.g. `Header__Bar-sc-1x2y3z-0`), so the server's
 * and the browser's names match under code splitting and hydration stays clean; `ssr: true`
 * makes the ids deterministic. It runs on TypeScript source before Vite's own transform.
 */
export function styledComponentsPlugin() {
  return babel({
    include: /\.[jt]sx?$/,
    exclude: /node_modules/,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['babel-plugin-styled-components', { ssr: true, displayName: true, fileName: true, pure: true }]],
  });
}

/**
 * Vitest's reporters: the console, plus a JSON report per project when TEST_REPORT_DIR is set
 * (the test command adds those reports up into its closing `N passed, N failed` line).
 */
export function testReporters(project: string): Array<string | [string, Record<string, unknown>]> {
  const dir = process.env['TEST_REPORT_DIR'];
  return dir ? ['default', ['json', { outputFile: `${dir}/vitest-${project}.json` }]] : ['default'];
}
