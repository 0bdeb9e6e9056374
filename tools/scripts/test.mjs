// `npm test`: formatting, lint (with module boundaries), type checks, the OpenAPI lint, unit and API tests
// (SQLite, and PostgreSQL too when TEST_DATABASE_URL is set), the production build, the Storybook
// build and the e2e journeys in headless Chromium. Ends with one line `N passed, N failed[, N skipped]` summed from
// the runners' JSON reports; a failed step that is not a test runner counts as one failure.
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const reportDir = join(root, 'dist/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  TEST_REPORT_DIR: reportDir,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
const nx = (...args) => ['npx', ['nx', ...args, '--parallel=2', '--outputStyle=static']];
const steps = [
  { name: 'formatting (Prettier)', command: ['npx', ['prettier', '--check', '--log-level=warn', '.']] },
  { name: 'lint and type checks', command: nx('run-many', '-t', 'lint', 'typecheck') },
  { name: 'OpenAPI lint', command: ['npx', ['redocly', 'lint', 'openapi.yaml', '--format=summary']] },
  // The runners' JSON reports are what the closing line adds up, and a cache hit writes none:
  // tests always run.
  { name: 'unit and API tests', command: nx('run-many', '-t', 'test', '--skip-nx-cache'), counted: true },
  { name: 'production build', command: nx('run-many', '-t', 'build', '-p', 'shop-api', 'storefront') },
  { name: 'Storybook build', command: nx('run', 'ui:build-storybook') },
  {
    name: 'e2e journeys',
    // The production build step built the shop; without --exclude-task-dependencies Nx would build it again.
    command: [
      'npx',
      ['nx', 'run', 'storefront-e2e:e2e', '--skip-nx-cache', '--exclude-task-dependencies', '--outputStyle=static'],
    ],
    counted: true,
  },
];

let stepFailures = 0;
const failedSteps = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const [cmd, args] = step.command;
  const run = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${run.status === 0 ? '✔' : '✖'} ${step.name} (${seconds} s)`);
  if (run.status !== 0) {
    failedSteps.push(step.name);
    // A runner that wrote its report is counted from it; any other failed step counts once.
    if (!step.counted) stepFailures += 1;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
// Named again at the end, where a CI log's tail shows them.
const failedTests = [];
for (const file of existsSync(reportDir) ? readdirSync(reportDir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      const where = suite.name.replace(`${root}/`, '');
      const failures = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failures) failedTests.push(`${where} › ${test.fullName}`);
      if (suite.status === 'failed' && failures.length === 0)
        failedTests.push(`${where} (${suite.message ?? 'failed'})`);
    }
  } else if (file.startsWith('playwright')) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
    skipped += report.stats?.skipped ?? 0;
    const visit = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected')
            failedTests.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of report.suites ?? []) visit(suite);
  }
}
// A counted runner that failed without reporting a failed test (it crashed) still fails the run.
const failedRunners = steps.filter((step) => step.counted && failedSteps.includes(step.name)).length;
if (failed === 0) stepFailures += failedRunners;
failed += stepFailures;

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
