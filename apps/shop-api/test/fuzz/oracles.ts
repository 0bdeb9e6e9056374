import { expectMatchesContract, PROBLEM_MEDIA_TYPE, repoRoot, schemaErrors } from '../helpers/contract';
import type { FuzzCase } from './cases';

/** An answer as both transports give it. */
export interface FuzzResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type FindingKind = 'server-error' | 'problem-shape' | 'leak' | 'contract' | 'expectation' | 'no-answer';

export interface Finding {
  kind: FindingKind;
  message: string;
}

export interface Verdict {
  findings: Finding[];
  /** The input breaks the contract and was answered 2xx/3xx anyway. */
  accepted: boolean;
  /** A 4xx the operation does not document (worth a line in the contract, not a bug). */
  undocumented: boolean;
}

/** What must never reach a client: stack frames, our file paths, error names, database and framework internals. */
const LEAKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['a stack frame', /\bat (?:async )?(?:[\w$.<>[\] ]+ \()?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/],
  ['a node_modules path', /node_modules/],
  ['a source path', /\/src\//],
  ['an error name', /\b[A-Z]?[a-zA-Z]*Error: /],
  ['a test data folder', /shop-api-test-/],
  [
    'a database message',
    /SQLITE_[A-Z]+|violates (?:foreign key|not-null|unique|check) constraint|syntax error at or near|relation "[^"]+" does not exist|invalid byte sequence for encoding|invalid input syntax for type/,
  ],
  ['a framework error code', /\bFST_[A-Z_]+\b|\bERR_[A-Z_]{4,}\b/],
  ...(repoRoot.length > 1
    ? [['the repository path', new RegExp(repoRoot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))] as const]
    : []),
];

function header(response: FuzzResponse, name: string): string {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

/** Images and other binary answers are not scanned for text. */
function isText(contentType: string): boolean {
  return contentType === '' || /json|text|html|xml|javascript/.test(contentType);
}

function problemFindings(response: FuzzResponse, method: string): Finding[] {
  const mediaType = header(response, 'content-type').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== PROBLEM_MEDIA_TYPE)
    return [
      {
        kind: 'problem-shape',
        message: `a ${response.statusCode} as "${mediaType || '(no content type)'}", not ${PROBLEM_MEDIA_TYPE}`,
      },
    ];
  // An answer to HEAD has the headers of the answer to GET and never a body.
  if (method === 'HEAD')
    return response.body === '' ? [] : [{ kind: 'problem-shape', message: 'an answer to HEAD with a body' }];
  let body: unknown;
  try {
    body = JSON.parse(response.body) as unknown;
  } catch {
    return [{ kind: 'problem-shape', message: `a ${response.statusCode} whose body is not JSON` }];
  }
  const findings: Finding[] = [];
  const errors = schemaErrors('#/components/schemas/Problem', body);
  if (errors)
    findings.push({ kind: 'problem-shape', message: `a ${response.statusCode} that is not a Problem:\n${errors}` });
  const problem = (body ?? {}) as Record<string, unknown>;
  if (problem['status'] !== response.statusCode)
    findings.push({
      kind: 'problem-shape',
      message: `the problem says status ${String(problem['status'])}, the answer is ${response.statusCode}`,
    });
  for (const field of ['type', 'title', 'detail']) {
    if (typeof problem[field] !== 'string' || problem[field] === '')
      findings.push({ kind: 'problem-shape', message: `the problem has no ${field}` });
  }
  return findings;
}

function documents(fuzzCase: FuzzCase, status: number): boolean {
  const code = String(status);
  return [code, `${code[0]}XX`, `${code[0]}xx`, 'default'].some((documented) =>
    fuzzCase.operation.documented.includes(documented),
  );
}

/**
 * The oracles every answer faces: no 5xx (a planned operation's 501 excepted), every 4xx a problem
 * document whose status is the answer's, nothing internal in any body, 2xx and 3xx as the contract
 * says, and the case's own expectation (a foreign write refused, junk credentials not accepted).
 */
export function judge(fuzzCase: FuzzCase, response: FuzzResponse): Verdict {
  const { operation } = fuzzCase;
  const status = response.statusCode;
  const findings: Finding[] = [];
  if (status >= 500 && !(status === 501 && operation.planned))
    findings.push({ kind: 'server-error', message: `answered ${status}` });
  if (status >= 400) findings.push(...problemFindings(response, fuzzCase.draft.method));
  if (isText(header(response, 'content-type').toLowerCase())) {
    for (const [what, pattern] of LEAKS) {
      const match = pattern.exec(response.body);
      if (match)
        findings.push({
          kind: 'leak',
          message: `the body shows ${what}: …${response.body.slice(Math.max(0, match.index - 40), match.index + 80)}…`,
        });
    }
  }
  if (status < 400 && fuzzCase.draft.method !== operation.method) {
    findings.push({
      kind: 'contract',
      message: `answered ${status} to ${fuzzCase.draft.method}, which openapi.yaml does not list for ${operation.path}`,
    });
  } else if (status < 400) {
    try {
      expectMatchesContract(operation.method, operation.path, response);
    } catch (error) {
      findings.push({ kind: 'contract', message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (fuzzCase.expectStatus !== undefined && status !== fuzzCase.expectStatus) {
    findings.push({
      kind: 'expectation',
      message: `answered ${status} where ${fuzzCase.expectStatus} is due (${fuzzCase.note})`,
    });
  }
  if (fuzzCase.junkCredentials && status < 400)
    findings.push({
      kind: 'expectation',
      message: `answered ${status} to junk credentials on an operation that requires a session`,
    });
  return {
    findings,
    accepted: fuzzCase.breaksContract === true && status < 400,
    undocumented: status >= 400 && status < 500 && !documents(fuzzCase, status),
  };
}
