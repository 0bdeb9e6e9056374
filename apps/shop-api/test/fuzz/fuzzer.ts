import { openapiDocument } from '../helpers/contract';
import { generateCase, type CaseContext, type FuzzCase } from './cases';
import { render, type Draft, type FuzzRequest } from './drafts';
import { operationModels, type OperationModel } from './operations';
import { judge, type Finding, type FuzzResponse } from './oracles';
import { SchemaReader, isPlainObject } from './schema';
import { Unsendable, type Send } from './transport';

export interface FuzzOptions {
  seed: string;
  /** Cases per operation. */
  count: number;
  /** The whole run stops starting cases after this long. */
  budgetMs: number;
  send: Send;
  /** Only these operations (operationId, or a piece of `METHOD /path`). */
  operations?: readonly string[];
  /** Only this case number of each operation (a replay). */
  caseIndex?: number;
  /** A session token for an operation with security (by operationId: a logout needs one of its own). */
  token?: (operationId: string) => Promise<string>;
  hints?: CaseContext['hints'];
  /** An answer slower than this is a finding (a hung request). */
  requestTimeoutMs?: number;
  /** How many distinct failures get minimised (each costs up to ~60 requests). */
  minimise?: number;
  /** Called with one line per answered case (the `--trace` flag prints them). */
  trace?: (line: string) => void;
}

export interface FuzzFailure {
  fuzzCase: FuzzCase;
  request: FuzzRequest;
  status: number | undefined;
  findings: Finding[];
  body: string;
  /** The same failure with every part it does not need taken away. */
  minimised?: FuzzRequest;
}

export interface FuzzReport {
  seed: string;
  operations: number;
  requests: number;
  /** Requests not judged: the client could not write them, or the server reset an oversized one. */
  unsendable: number;
  elapsedMs: number;
  /** The time budget ran out before every case was sent. */
  stoppedByBudget: boolean;
  failures: FuzzFailure[];
  /** Inputs that break the contract and were answered 2xx/3xx: `operationId family` → an example. */
  accepted: Map<string, { fuzzCase: FuzzCase; status: number; count: number }>;
  /** 4xx statuses the contract does not document → the operations that answered them. */
  undocumented: Map<number, Set<string>>;
  /** Status classes per operation. */
  statuses: Map<string, Record<string, number>>;
  /** Time spent per operation, in ms. */
  timeMs: Map<string, number>;
}

type Outcome = { response: FuzzResponse } | { unsendable: string } | { noAnswer: string };

async function attempt(send: Send, request: FuzzRequest, timeoutMs: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ noAnswer: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([send(request).then((response) => ({ response })), timeout]);
  } catch (error) {
    if (error instanceof Unsendable) return { unsendable: error.message };
    return { noAnswer: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

function findingsOf(fuzzCase: FuzzCase, outcome: Outcome): Finding[] {
  if ('response' in outcome) return judge(fuzzCase, outcome.response).findings;
  if ('noAnswer' in outcome) return [{ kind: 'no-answer', message: outcome.noAnswer }];
  return [];
}

/** Drafts with one part taken away: a header, a query pair, a top-level body field. */
function smallerDrafts(draft: Draft): Draft[] {
  const smaller: Draft[] = [];
  for (const name of Object.keys(draft.headers)) {
    const headers = { ...draft.headers };
    delete headers[name];
    smaller.push({ ...draft, headers });
  }
  draft.query.forEach((_pair, index) =>
    smaller.push({ ...draft, query: draft.query.filter((_other, at) => at !== index) }),
  );
  const body = draft.body;
  if (body && body.kind !== 'raw' && isPlainObject(body.value)) {
    for (const key of Object.keys(body.value)) {
      const value = { ...body.value };
      delete value[key];
      smaller.push({
        ...draft,
        body: body.kind === 'json' ? { kind: 'json', value } : { kind: 'form', value: value as Record<string, string> },
      });
    }
  }
  return smaller;
}

/** Greedily drops parts of a failing request while the same kind of failure remains. */
async function minimise(options: FuzzOptions, failure: FuzzFailure, timeoutMs: number): Promise<FuzzRequest> {
  const kinds = new Set(failure.findings.map((finding) => finding.kind));
  let draft = failure.fuzzCase.draft;
  let tries = 0;
  for (let shrunk = true; shrunk && tries < 60;) {
    shrunk = false;
    for (const candidate of smallerDrafts(draft)) {
      if ((tries += 1) > 60) break;
      const outcome = await attempt(options.send, render(candidate), timeoutMs);
      if (findingsOf({ ...failure.fuzzCase, draft: candidate }, outcome).some((finding) => kinds.has(finding.kind))) {
        draft = candidate;
        shrunk = true;
        break;
      }
    }
  }
  return render(draft);
}

export function selectOperations(all: OperationModel[], wanted: readonly string[] | undefined): OperationModel[] {
  if (!wanted || wanted.length === 0) return all;
  const selected = all.filter((operation) =>
    wanted.some((name) => operation.operationId === name || `${operation.method} ${operation.path}`.includes(name)),
  );
  if (selected.length === 0) throw new Error(`no operation of openapi.yaml matches ${wanted.join(', ')}`);
  return selected;
}

/**
 * Sends every operation of openapi.yaml its cases, round-robin (case 0 of every operation, then
 * case 1, …) so a time budget that runs out still leaves every operation tried, and judges each
 * answer. Sequential: one request at a time keeps a run repeatable from its seed.
 */
export async function fuzz(options: FuzzOptions): Promise<FuzzReport> {
  const reader = new SchemaReader(openapiDocument());
  const operations = selectOperations(operationModels(reader), options.operations);
  const timeoutMs = options.requestTimeoutMs ?? 15_000;
  const started = Date.now();
  const report: FuzzReport = {
    seed: options.seed,
    operations: operations.length,
    requests: 0,
    unsendable: 0,
    elapsedMs: 0,
    stoppedByBudget: false,
    failures: [],
    accepted: new Map(),
    undocumented: new Map(),
    statuses: new Map(),
    timeMs: new Map(),
  };
  const indexes =
    options.caseIndex === undefined ? Array.from({ length: options.count }, (_, index) => index) : [options.caseIndex];

  run: for (const index of indexes) {
    for (const operation of operations) {
      if (Date.now() - started > options.budgetMs) {
        report.stoppedByBudget = true;
        break run;
      }
      const token = operation.auth !== 'none' && options.token ? await options.token(operation.operationId) : undefined;
      const fuzzCase = generateCase(reader, operation, index, {
        seed: options.seed,
        hints: options.hints,
        ...(token ? { token } : {}),
      });
      const request = render(fuzzCase.draft);
      const sent = Date.now();
      const outcome = await attempt(options.send, request, timeoutMs);
      report.timeMs.set(operation.operationId, (report.timeMs.get(operation.operationId) ?? 0) + Date.now() - sent);
      if ('unsendable' in outcome) {
        report.unsendable += 1;
        continue;
      }
      report.requests += 1;
      const response = 'response' in outcome ? outcome.response : undefined;
      const classes = report.statuses.get(operation.operationId) ?? {};
      const statusClass = response ? `${String(response.statusCode)[0]}xx` : 'none';
      classes[statusClass] = (classes[statusClass] ?? 0) + 1;
      report.statuses.set(operation.operationId, classes);

      options.trace?.(
        `${operation.operationId} #${index} [${fuzzCase.family}] ${response?.statusCode ?? 'no answer'} ${clip(fuzzCase.note, 120)} → ${clip(response?.body ?? '', 160)}`,
      );
      const verdict = response
        ? judge(fuzzCase, response)
        : { findings: findingsOf(fuzzCase, outcome), accepted: false, undocumented: false };
      if (response && verdict.accepted) {
        const key = `${operation.operationId} ${fuzzCase.family}`;
        const seen = report.accepted.get(key);
        report.accepted.set(key, {
          fuzzCase: seen?.fuzzCase ?? fuzzCase,
          status: seen?.status ?? response.statusCode,
          count: (seen?.count ?? 0) + 1,
        });
      }
      // Another path or method is another route (the router's 404), not an answer of this operation.
      if (response && verdict.undocumented && fuzzCase.family !== 'path-suffix' && fuzzCase.family !== 'other-method') {
        const operationIds = report.undocumented.get(response.statusCode) ?? new Set<string>();
        report.undocumented.set(response.statusCode, operationIds.add(operation.operationId));
      }
      if (verdict.findings.length > 0) {
        report.failures.push({
          fuzzCase,
          request,
          status: response?.statusCode,
          findings: verdict.findings,
          body: response?.body ?? '',
        });
      }
    }
  }

  const minimised = new Set<string>();
  for (const failure of report.failures) {
    const signature = failureSignature(failure);
    if (minimised.has(signature) || minimised.size >= (options.minimise ?? 10)) continue;
    minimised.add(signature);
    failure.minimised = await minimise(options, failure, timeoutMs);
  }
  report.elapsedMs = Date.now() - started;
  return report;
}

/** Failures of one operation with the same kinds and status are one bug, most likely. */
export function failureSignature(failure: FuzzFailure): string {
  return `${failure.fuzzCase.operation.operationId} ${failure.status ?? '-'} ${[...new Set(failure.findings.map((finding) => finding.kind))].sort().join('+')}`;
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;
}

export function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers).map(
    ([name, value]) => `    ${name}: ${clip(JSON.stringify(value), 200)}`,
  );
  const body =
    request.body === undefined
      ? []
      : [
          `    body: ${clip(Buffer.isBuffer(request.body) ? `(bytes) ${request.body.toString('hex')}` : JSON.stringify(request.body), 400)}`,
        ];
  return [`    ${request.method} ${clip(request.url, 300)}`, ...headers, ...body].join('\n');
}

/** How to replay one case: the same seed, operation and case number (on the same database). */
export function replayCommand(failure: FuzzFailure, seed: string, extra = ''): string {
  return `npm run fuzz:api -- --seed ${seed} --operation ${failure.fuzzCase.operation.operationId} --case ${failure.fuzzCase.index}${extra}`;
}

/** The failures, one block per distinct signature with how often it was seen. */
export function formatFailures(report: FuzzReport, replayExtra = ''): string {
  const groups = new Map<string, FuzzFailure[]>();
  for (const failure of report.failures)
    groups.set(failureSignature(failure), [...(groups.get(failureSignature(failure)) ?? []), failure]);
  return [...groups.values()]
    .map((failures) => {
      const failure = failures[0] as FuzzFailure;
      const { operation } = failure.fuzzCase;
      return [
        `✖ ${operation.method} ${operation.path} (${operation.operationId}), case ${failure.fuzzCase.index} [${failure.fuzzCase.family}]: ${failure.fuzzCase.note}${
          failures.length > 1
            ? ` (and ${failures.length - 1} more like it: cases ${failures
                .slice(1, 8)
                .map((other) => other.fuzzCase.index)
                .join(', ')})`
            : ''
        }`,
        ...failure.findings.map((finding) => `  ${finding.kind}: ${clip(finding.message, 1_500)}`),
        `  answer: ${failure.status ?? '(none)'} ${clip(failure.body, 300)}`,
        '  request:',
        describeRequest(failure.request),
        ...(failure.minimised ? ['  minimised:', describeRequest(failure.minimised)] : []),
        `  replay: ${replayCommand(failure, report.seed, replayExtra)}`,
      ].join('\n');
    })
    .join('\n\n');
}

/**
 * The run in a few lines. `detail` 0 (under `npm test`) counts what is not a failure; 1 (`npm run
 * fuzz:api`) lists it; 2 (`--verbose`) adds status classes and time per operation.
 */
export function formatSummary(report: FuzzReport, label = '', detail: 0 | 1 | 2 = 0): string {
  const accepted = [...report.accepted.entries()].map(
    ([key, { fuzzCase, status, count }]) =>
      `    ${key} ×${count}: ${status} to ${clip(fuzzCase.note, 160)} (case ${fuzzCase.index})`,
  );
  const undocumented = [...report.undocumented.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([status, operationIds]) =>
        `    ${status} from ${operationIds.size} operations: ${clip([...operationIds].sort().join(', '), 400)}`,
    );
  const distinct = new Set(report.failures.map(failureSignature)).size;
  const lines = [
    `openapi fuzz${label ? ` [${label}]` : ''}: seed ${report.seed}, ${report.operations} operations, ${report.requests} requests in ${(report.elapsedMs / 1000).toFixed(1)} s` +
      `${report.unsendable ? ` (${report.unsendable} not judged: the client could not write them, or the server reset an oversized one)` : ''}${report.stoppedByBudget ? ', stopped by the time budget' : ''}`,
    `  failures: ${report.failures.length}${distinct ? ` (${distinct} distinct)` : ''}`,
  ];
  if (detail === 0) {
    lines.push(
      `  not failures: ${accepted.length} kinds of input the contract forbids answered 2xx/3xx, ${undocumented.length} undocumented 4xx statuses (npm run fuzz:api lists them)`,
    );
    return lines.join('\n');
  }
  if (accepted.length)
    lines.push(`  inputs the contract forbids, answered 2xx/3xx (${accepted.length} kinds):`, ...accepted);
  if (undocumented.length)
    lines.push('  4xx statuses the contract does not document for the operation:', ...undocumented);
  if (detail === 2) {
    lines.push(
      '  per operation (status classes, time):',
      ...[...report.statuses.entries()].map(
        ([operationId, classes]) =>
          `    ${operationId}: ${Object.entries(classes)
            .map(([status, count]) => `${status} ${count}`)
            .join(', ')}; ${report.timeMs.get(operationId) ?? 0} ms`,
      ),
    );
  }
  return lines.join('\n');
}

/** The run's settings from the environment (`npm run fuzz:api` sets them from its flags). */
export function settingsFromEnv(env: NodeJS.ProcessEnv, defaults: { count: number; seconds: number; seed: string }) {
  const number = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number ≥ 0, not ${value}`);
    return parsed;
  };
  const list = (name: string) =>
    env[name]
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const detail = Math.min(2, Math.round(number('FUZZ_DETAIL', 0))) as 0 | 1 | 2;
  const run: Omit<FuzzOptions, 'send'> = {
    seed: env['FUZZ_SEED'] || defaults.seed,
    count: number('FUZZ_COUNT', defaults.count),
    budgetMs: number('FUZZ_SECONDS', defaults.seconds) * 1000,
    ...(list('FUZZ_OPERATIONS') ? { operations: list('FUZZ_OPERATIONS') } : {}),
    ...(env['FUZZ_CASE'] ? { caseIndex: number('FUZZ_CASE', 0) } : {}),
    ...(env['FUZZ_TRACE'] === '1' ? { trace: (line: string) => console.log(line) } : {}),
  };
  const transport = env['FUZZ_TRANSPORT'] || 'inject';
  if (transport !== 'inject' && transport !== 'socket')
    throw new Error(`FUZZ_TRANSPORT is inject or socket, not ${transport}`);
  return { run, transport, url: env['FUZZ_URL'] || undefined, databases: list('FUZZ_DATABASES'), detail };
}
