import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiDocument } from '../helpers/contract';
import { generateCase, type FuzzCase } from './cases';
import { render } from './drafts';
import { FAMILY_NAMES } from './families';
import { operationModels, type OperationModel } from './operations';
import { formatFailures, fuzz } from './fuzzer';
import { judge, type FuzzResponse } from './oracles';
import { SchemaReader } from './schema';
import { loopbackTarget, socketSender, Unsendable, type Send } from './transport';

/** The fuzzer itself: repeatable cases, oracles that catch what they should, loopback only. */
const reader = new SchemaReader(openapiDocument());
const operations = operationModels(reader);

function operation(operationId: string): OperationModel {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no ${operationId} in openapi.yaml`);
  return found;
}

const problem = (status: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'https://shop.example/problems/x',
    title: 'X',
    status,
    detail: 'Something about the request.',
    ...extra,
  });

function answer(
  statusCode: number,
  body: string,
  contentType = statusCode >= 400 ? 'application/problem+json; charset=utf-8' : 'application/json; charset=utf-8',
): FuzzResponse {
  return { statusCode, headers: { 'content-type': contentType }, body };
}

function caseOf(operationId: string, extra: Partial<FuzzCase> = {}): FuzzCase {
  return { ...generateCase(reader, operation(operationId), 0, { seed: 'unit' }), ...extra };
}

describe('the cases', () => {
  it('reads every operation of the contract, with its parameters, body and security', () => {
    expect(operations.length).toBeGreaterThanOrEqual(68);
    const checkout = operation('checkoutOrder');
    expect(checkout).toMatchObject({
      method: 'POST',
      write: true,
      auth: 'optional',
      body: { mediaType: 'application/json' },
    });
    expect(checkout.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['Idempotency-Key', 'lang']),
    );
    expect(operation('getAuthWithRoles').auth).toBe('required');
    expect(operation('getCookieConsent').planned).toBe(false);
  });

  // Operations between them with every kind of input: path, query, header parameters, JSON and form bodies, none.
  const varied = [
    'checkoutOrder',
    'getCatalogPage',
    'payOrder',
    'stripeWebhook',
    'submitTestGatewayPage',
    'getHealth',
    'getAuthWithRoles',
    'getPlaces',
  ].map(operation);

  it('are the same for the same seed, operation and case number, and differ for another seed', () => {
    for (const model of varied) {
      for (const index of [0, 7, 31]) {
        const once = render(generateCase(reader, model, index, { seed: 'repeat' }).draft);
        expect(render(generateCase(reader, model, index, { seed: 'repeat' }).draft)).toEqual(once);
      }
    }
    const requests = (seed: string) =>
      varied.map((model) => JSON.stringify(render(generateCase(reader, model, 3, { seed }).draft)));
    expect(requests('one')).not.toEqual(requests('two'));
  });

  it('try every family that applies within as many cases as there are families', () => {
    const tried = new Set<string>();
    for (const model of varied) {
      for (let index = 0; index < FAMILY_NAMES.length; index += 1)
        tried.add(generateCase(reader, model, index, { seed: 'families' }).family);
    }
    expect([...tried].sort()).toEqual([...FAMILY_NAMES].sort());
  });

  it('know which inputs break the contract', () => {
    const login = operation('login');
    const cases = Array.from({ length: 120 }, (_, index) => generateCase(reader, login, index, { seed: 'breaks' }));
    expect(
      cases
        .filter((fuzzCase) => fuzzCase.family === 'body-missing-required')
        .every((fuzzCase) => fuzzCase.breaksContract === true),
    ).toBe(true);
    expect(
      cases
        .filter((fuzzCase) => fuzzCase.family === 'body-invalid-json')
        .every((fuzzCase) => fuzzCase.breaksContract === true),
    ).toBe(true);
    expect(cases.find((fuzzCase) => fuzzCase.family === 'baseline')?.breaksContract).toBeUndefined();
  });
});

describe('the oracles', () => {
  it('accept a problem document and a 2xx that matches the contract', () => {
    expect(judge(caseOf('getHealth'), answer(200, JSON.stringify({ status: 'ok', database: 'up' }))).findings).toEqual(
      [],
    );
    expect(judge(caseOf('getHealth'), answer(404, problem(404))).findings).toEqual([]);
    // No operation is planned today; one marked so may answer 501 until it is built.
    const planned = caseOf('getCookieConsent');
    planned.operation = { ...planned.operation, planned: true };
    expect(judge(planned, answer(501, problem(501))).findings).toEqual([]);
  });

  it('fail a 5xx, an error outside the problem shape and a problem whose status is not the answer’s', () => {
    expect(judge(caseOf('getHealth'), answer(500, problem(500))).findings.map((finding) => finding.kind)).toEqual([
      'server-error',
    ]);
    expect(judge(caseOf('getHealth'), answer(501, problem(501))).findings.map((finding) => finding.kind)).toEqual([
      'server-error',
    ]);
    expect(
      judge(caseOf('getHealth'), answer(400, problem(400), 'application/json')).findings.map((finding) => finding.kind),
    ).toEqual(['problem-shape']);
    expect(
      judge(caseOf('getHealth'), answer(400, '{"error":"bad"}')).findings.map((finding) => finding.kind),
    ).toContain('problem-shape');
    expect(judge(caseOf('getHealth'), answer(400, problem(404))).findings[0]?.message).toMatch(
      /says status 404, the answer is 400/,
    );
    const head = caseOf('login');
    head.draft.method = 'HEAD';
    expect(judge(head, answer(404, '')).findings).toEqual([]);
    expect(judge(head, answer(404, '', 'text/plain')).findings.map((finding) => finding.kind)).toEqual([
      'problem-shape',
    ]);
    expect(judge(head, answer(200, '')).findings[0]?.message).toMatch(
      /answered 200 to HEAD, which openapi.yaml does not list for \/api\/auth\/login/,
    );
  });

  it('fail anything internal in a body', () => {
    const leaks = [
      'TypeError: Cannot read properties of undefined',
      '    at parse (/work/app/dist/server.js:12:5)',
      'at async Object.<anonymous> (file:///app/x.mjs:1:2)',
      'see /home/shop/node_modules/fastify/lib/x.js',
      'in /app/src/modules/cart/service.ts',
      'SQLITE_CONSTRAINT: UNIQUE',
      'duplicate key value violates unique constraint "orders_pkey"',
      'invalid byte sequence for encoding "UTF8": 0x00',
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    ];
    for (const detail of leaks) {
      const kinds = judge(caseOf('getHealth'), answer(400, problem(400, { detail }))).findings.map(
        (finding) => finding.kind,
      );
      expect(kinds, detail).toContain('leak');
    }
    expect(
      judge(caseOf('getHealth'), answer(400, problem(400, { detail: 'Look at the e-mail we sent: it has the code.' })))
        .findings,
    ).toEqual([]);
  });

  it('fail a 2xx the contract does not describe, junk credentials accepted and a foreign write let through', () => {
    expect(
      judge(caseOf('getHealth'), answer(200, '{"status":"fine"}')).findings.map((finding) => finding.kind),
    ).toEqual(['contract']);
    const roles = caseOf('getAuthWithRoles', { junkCredentials: true });
    expect(judge(roles, answer(200, '{}')).findings.map((finding) => finding.kind)).toContain('expectation');
    expect(judge(roles, answer(401, problem(401))).findings).toEqual([]);
    const foreign = caseOf('login', { expectStatus: 403 });
    expect(judge(foreign, answer(400, problem(400))).findings.map((finding) => finding.kind)).toEqual(['expectation']);
  });

  it('tell an accepted contract-breaking input and an undocumented 4xx apart from failures', () => {
    const verdict = judge(
      caseOf('getHealth', { breaksContract: true }),
      answer(200, JSON.stringify({ status: 'ok', database: 'up' })),
    );
    expect(verdict).toMatchObject({ findings: [], accepted: true, undocumented: false });
    expect(judge(caseOf('getHealth'), answer(415, problem(415)))).toMatchObject({ findings: [], undocumented: true });
  });
});

describe('a run', () => {
  it('reports a failure with its input, a minimised request and the command that replays it', async () => {
    // A pretend API that breaks on one header of one operation and is otherwise fine.
    const send: Send = async (request) => {
      if (request.url.startsWith('/healthz') && request.headers['accept-language'] !== undefined)
        return answer(500, problem(500));
      return answer(404, problem(404));
    };
    const report = await fuzz({
      seed: 'run',
      count: FAMILY_NAMES.length,
      budgetMs: 60_000,
      send,
      operations: ['getHealth'],
    });
    expect(report.operations).toBe(1);
    expect(report.failures.length).toBeGreaterThan(0);
    const text = formatFailures(report);
    expect(text).toContain('GET /healthz (getHealth)');
    expect(text).toContain('server-error: answered 500');
    expect(text).toMatch(/replay: npm run fuzz:api -- --seed run --operation getHealth --case \d+/);
    const minimised = report.failures[0]?.minimised;
    expect(Object.keys(minimised?.headers ?? {})).toEqual(['accept-language']);
  });

  it('goes round the operations case by case, and stops at its time budget', async () => {
    const send: Send = async () => answer(404, problem(404));
    const order: number[] = [];
    const report = await fuzz({
      seed: 'budget',
      count: 1_000,
      budgetMs: 1_500,
      send,
      trace: (line) => order.push(Number(/ #(\d+) /.exec(line)?.[1])),
    });
    expect(report.stoppedByBudget).toBe(true);
    expect(order.length).toBeGreaterThan(operations.length);
    // Case n of every operation before case n + 1 of any: a budget that runs out leaves none untried.
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(report.requests).toBe(order.length);
  });
});

describe('the socket transport', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/chunked') {
        response.writeHead(400, { 'content-type': 'application/problem+json' });
        response.write('{"a":');
        response.end('1}');
        return;
      }
      response.writeHead(200, {
        'content-type': 'text/plain',
        'x-seen': `${request.method} ${request.url} ${request.headers['x-raw'] ?? ''}`,
      });
      response.end('ёжик');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('writes the request as given and reads the answer, chunked or not', async () => {
    const send = socketSender(url);
    const plain = await send({ method: 'GET', url: '/a/../b?x=%00', headers: { 'x-raw': 'yes' } });
    expect(plain).toMatchObject({ statusCode: 200, body: 'ёжик', headers: { 'x-seen': 'GET /a/../b?x=%00 yes' } });
    expect(await send({ method: 'POST', url: '/chunked', headers: {}, body: '{}' })).toMatchObject({
      statusCode: 400,
      body: '{"a":1}',
    });
    // Node answers `Expect: 100-continue` with an interim 100 first; the real answer follows it.
    expect(
      await send({ method: 'POST', url: '/continue', headers: { expect: '100-continue' }, body: '{}' }),
    ).toMatchObject({ statusCode: 200, body: 'ёжик' });
  });

  it('does not judge an oversized request the server hung up on, but fails a small one', async () => {
    // A server that hangs up without a word, as Node's does when it stops reading an oversized request.
    const rude = createNetServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => rude.listen(0, '127.0.0.1', resolve));
    const address = rude.address();
    const send = socketSender(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    try {
      await expect(send({ method: 'POST', url: '/', headers: {}, body: 'x'.repeat(2_000_000) })).rejects.toBeInstanceOf(
        Unsendable,
      );
      await expect(send({ method: 'GET', url: '/', headers: {} })).rejects.toThrow(/closed without an answer/);
    } finally {
      await new Promise((resolve) => rude.close(resolve));
    }
  });

  it('talks to this machine only', () => {
    expect(loopbackTarget('http://127.0.0.1:4000')).toEqual({ host: '127.0.0.1', port: 4000 });
    expect(loopbackTarget('http://localhost:4000')).toEqual({ host: '127.0.0.1', port: 4000 });
    expect(loopbackTarget('http://[::1]:4000')).toEqual({ host: '::1', port: 4000 });
    for (const foreign of [
      'http://example.com',
      'http://10.0.0.1:4000',
      'http://127.0.0.1.evil.example',
      'https://127.0.0.1:4000',
      'http://0.0.0.0:4000',
    ]) {
      expect(() => loopbackTarget(foreign), foreign).toThrow();
    }
  });
});
