// `npm run fuzz:api`: the openapi.yaml fuzzer of apps/shop-api/test/fuzz with a larger budget than
// `npm test` gives it. It runs that spec through Vitest (which compiles the API's TypeScript the way
// the tests do), passing the flags as FUZZ_* variables, and exits 1 when any answer failed.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const usage = `npm run fuzz:api -- [flags]

  --seed TEXT          repeat a run (default: a new random seed, printed)
  --count N            cases per operation (default 200)
  --seconds N          time budget per database (default 300)
  --operation ID       only this operation (operationId, or a piece of "METHOD /path"); repeatable
  --case N             only case N of each operation: replays a failure with its seed
  --database NAME      sqlite or postgres (default: sqlite, and postgres too when TEST_DATABASE_URL is set)
  --database-url URL   the PostgreSQL to create test schemas in (sets TEST_DATABASE_URL)
  --transport NAME     inject (default: into the app, no socket) or socket (the app listens on
                       127.0.0.1 and gets raw bytes, so Node's HTTP parser sees them as sent)
  --url URL            fuzz an API already running on this machine (http://127.0.0.1:4000);
                       anonymous, and it writes into that API's database
  --verbose            status classes and time per operation
  --trace              one line per case: operation, case, family, status, answer`;

let flags;
try {
  ({ values: flags } = parseArgs({
    options: {
      seed: { type: 'string' },
      count: { type: 'string' },
      seconds: { type: 'string' },
      operation: { type: 'string', multiple: true },
      case: { type: 'string' },
      database: { type: 'string' },
      'database-url': { type: 'string' },
      transport: { type: 'string' },
      url: { type: 'string' },
      verbose: { type: 'boolean' },
      trace: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
if (flags.help) {
  console.log(usage);
  process.exit(0);
}

function fail(message) {
  console.error(`fuzz:api: ${message}`);
  process.exit(2);
}

for (const name of ['count', 'seconds', 'case']) {
  if (flags[name] !== undefined && !/^\d+$/.test(flags[name]))
    fail(`--${name} must be a whole number, not ${flags[name]}`);
}
if (flags.transport && !['inject', 'socket'].includes(flags.transport))
  fail(`--transport is inject or socket, not ${flags.transport}`);
if (flags.database && !['sqlite', 'postgres'].includes(flags.database))
  fail(`--database is sqlite or postgres, not ${flags.database}`);
if (flags.url) {
  // The spec refuses other hosts too; saying so before Vitest starts is friendlier.
  const host = new URL(flags.url).hostname.replace(/^\[|\]$/g, '');
  if (!(host === 'localhost' || host.startsWith('127.') || host === '::1'))
    fail(`--url must be this machine (127.0.0.1, ::1, localhost), not ${host}`);
}

const env = { ...process.env };
// Keep `npm test`'s reports out of it: the closing line must not count a fuzz run.
delete env.TEST_REPORT_DIR;
delete env.CI;
if (flags['database-url']) env.TEST_DATABASE_URL = flags['database-url'];
if (flags.database === 'postgres' && !env.TEST_DATABASE_URL)
  fail('--database postgres needs TEST_DATABASE_URL or --database-url');

const seed = flags.seed ?? randomBytes(4).toString('hex');
Object.assign(env, {
  FUZZ_SEED: seed,
  FUZZ_COUNT: flags.count ?? '200',
  FUZZ_SECONDS: flags.seconds ?? '300',
  FUZZ_TRANSPORT: flags.transport ?? 'inject',
  ...(flags.operation ? { FUZZ_OPERATIONS: flags.operation.join(',') } : {}),
  ...(flags.case !== undefined ? { FUZZ_CASE: flags.case } : {}),
  ...(flags.database ? { FUZZ_DATABASES: flags.database } : {}),
  ...(flags.url ? { FUZZ_URL: flags.url } : {}),
  // The lists of what is not a failure; --verbose adds each operation's statuses and time.
  FUZZ_DETAIL: flags.verbose ? '2' : '1',
  ...(flags.trace ? { FUZZ_TRACE: '1' } : {}),
});
console.log(
  `fuzz:api: seed ${seed}, ${env.FUZZ_COUNT} cases per operation, ${env.FUZZ_SECONDS} s per database, ${env.FUZZ_TRANSPORT}`,
);

const api = resolve(import.meta.dirname, '../../apps/shop-api');
const run = spawnSync('npx', ['vitest', 'run', 'test/fuzz/openapi-fuzz.spec.ts'], { cwd: api, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
