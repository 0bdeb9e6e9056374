import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, notImplemented } from '../../src/http/problem';
import { toProblem } from '../../src/plugins/app/problem';
import { parse, RequestValidationError } from '../../src/http/validate';
import { buildTestApp, type TestShop } from '../helpers/build-app';

const problemShape = z.object({
  type: z.string().regex(/^https:\/\/shop\.example\/problems\/[a-z-]+$/),
  title: z.string().min(1),
  status: z.number().int().min(400).max(599),
  detail: z.string().min(1),
  instance: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string().regex(/^validation\.[a-z_]+$/))).optional(),
});

const newsletterSignup = z.object({
  email: z.email(),
  name: z.string().min(2).max(40),
  age: z.number().int().min(16).optional(),
  address: z.object({ country_code: z.string().length(2) }),
});

let shop: TestShop;

beforeAll(async () => {
  shop = await buildTestApp({
    seed: false,
    extend(app) {
      app.post('/test/zod', async (request) => parse(newsletterSignup, request.body));
      app.get('/test/query', async (request) =>
        parse(z.object({ page: z.coerce.number().int(), size: z.coerce.number().int().optional() }), request.query),
      );
      app.post(
        '/test/schema',
        {
          schema: {
            querystring: z.object({ page: z.coerce.number().int().optional() }),
            body: z.object({ quantity: z.number().int().min(1), note: z.string().optional() }),
          },
        },
        async (request) => ({ query: request.query, body: request.body }),
      );
      // The server's own data failing its schema (a broken setting row), not the request.
      app.get('/test/bad-stored-data', async () => newsletterSignup.parse({ email: 'not stored right' }));
      app.get('/test/boom', async () => {
        throw new Error('secret connection string postgres://admin:hunter2@db');
      });
      app.get('/test/conflict', async () => {
        throw conflict('The item is sold out.');
      });
      app.get('/test/todo', async () => {
        throw notImplemented();
      });
      app.get('/test/status-error/:status', async (request) => {
        const { status } = request.params as { status: string };
        throw Object.assign(new Error('plugin internals'), { statusCode: Number(status) });
      });
    },
  });
});

afterAll(async () => {
  await shop.close();
});

function expectProblem(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  const body = JSON.parse(response.body) as unknown;
  const problem = problemShape.parse(body);
  expect(problem.status).toBe(status);
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack/);
  return problem;
}

describe('the problem handler', () => {
  it('answers an unknown path with a 404 problem', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    const problem = expectProblem(response, 404);
    expect(problem).toMatchObject({
      type: 'https://shop.example/problems/not-found',
      title: 'Not Found',
      instance: '/api/v1/nothing-here',
    });
  });

  it('answers an unknown method on a known path with a 404 problem', async () => {
    expectProblem(await shop.app.inject({ method: 'DELETE', url: '/healthz' }), 404);
  });

  it('turns zod failures into a 400 with field → message keys', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/test/zod',
      payload: { email: 'not-an-email', name: 'x', age: 'old', address: {} },
    });
    const problem = expectProblem(response, 400);
    expect(problem.type).toBe('https://shop.example/problems/validation');
    expect(problem.errors).toEqual({
      email: ['validation.email'],
      name: ['validation.min_length'],
      age: ['validation.number'],
      'address.country_code': ['validation.required'],
    });
    expect(response.body).not.toContain('not-an-email');
  });

  it('calls a missing query number required, and a wrong one a number (coercion hides which it was)', async () => {
    expect(expectProblem(await shop.app.inject({ method: 'GET', url: '/test/query' }), 400).errors).toEqual({
      page: ['validation.required'],
    });
    expect(expectProblem(await shop.app.inject({ method: 'GET', url: '/test/query?page=abc' }), 400).errors).toEqual({
      page: ['validation.number'],
    });
    expect((await shop.app.inject({ method: 'GET', url: '/test/query?page=2' })).json()).toEqual({ page: 2 });
  });

  it('returns the parsed value when the input is valid', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/test/zod',
      payload: { email: 'a@b.fi', name: 'Aino', extra: 1, address: { country_code: 'FI' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'a@b.fi', name: 'Aino', address: { country_code: 'FI' } });
  });

  it('answers a route schema that fails exactly as parse() would: the validation problem, field → keys', async () => {
    const problem = expectProblem(
      await shop.app.inject({ method: 'POST', url: '/test/schema', payload: { quantity: 0 } }),
      400,
    );
    expect(problem).toEqual({
      type: 'https://shop.example/problems/validation',
      title: 'Validation failed',
      status: 400,
      detail: 'The request has invalid fields.',
      instance: '/test/schema',
      errors: { quantity: ['validation.min'] },
    });
    const missing = expectProblem(await shop.app.inject({ method: 'POST', url: '/test/schema', payload: {} }), 400);
    expect(missing.errors).toEqual({ quantity: ['validation.required'] });
    const noBody = expectProblem(await shop.app.inject({ method: 'POST', url: '/test/schema' }), 400);
    expect(noBody.errors).toEqual({ _: ['validation.required'] });
    const nul = await shop.app.inject({
      method: 'POST',
      url: '/test/schema',
      payload: { quantity: 1, note: 'a\u0000' },
    });
    expect(expectProblem(nul, 400).errors).toEqual({ note: ['validation.invalid'] });
    const query = await shop.app.inject({ method: 'POST', url: '/test/schema?page=abc', payload: { quantity: 1 } });
    expect(expectProblem(query, 400).errors).toEqual({ page: ['validation.number'] });
  });

  it('hands the handler the parsed request parts of a route schema (coerced query)', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/test/schema?page=2', payload: { quantity: 3 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ query: { page: 2 }, body: { quantity: 3 } });
  });

  it('maps a route schema failure to the validation problem with its field errors', () => {
    const problem = toProblem(new RequestValidationError({ 'items.0.quantity': ['validation.min'] }));
    expect(problem.toDocument()).toEqual({
      type: 'https://shop.example/problems/validation',
      title: 'Validation failed',
      status: 400,
      detail: 'The request has invalid fields.',
      errors: { 'items.0.quantity': ['validation.min'] },
    });
  });

  it('answers malformed JSON, and a prototype key, with a 400 problem that names both causes', async () => {
    for (const payload of ['{"email":', '{"__proto__":{"admin":true}}']) {
      const problem = expectProblem(
        await shop.app.inject({
          method: 'POST',
          url: '/test/zod',
          headers: { 'content-type': 'application/json' },
          payload,
        }),
        400,
      );
      expect(problem.detail).toBe(
        'The body is not valid JSON, or names a key that is not accepted (__proto__, constructor).',
      );
    }
  });

  it("answers headers over Node's limit with a 431 problem before any route runs", async () => {
    // A real socket: inject() never goes through Node's parser. The app closes it after the suite.
    const address = await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = http.get(
        `${address}/api/v1/catalog/women`,
        { headers: { 'x-filler': 'a'.repeat(20_000) } },
        (answer) => {
          let body = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (body += chunk));
          answer.on('end', () =>
            resolve({ status: answer.statusCode ?? 0, type: String(answer.headers['content-type']), body }),
          );
        },
      );
      request.on('error', reject);
    });
    expect(response.status).toBe(431);
    expect(response.type).toBe('application/problem+json; charset=utf-8');
    const problem = problemShape.parse(JSON.parse(response.body));
    expect(problem).toMatchObject({
      type: 'https://shop.example/problems/headers-too-large',
      status: 431,
      detail: 'The request headers are too large.',
    });
  });

  it('answers an unsupported content type with 415 and a huge body with 413', async () => {
    expectProblem(
      await shop.app.inject({
        method: 'POST',
        url: '/test/zod',
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
      }),
      415,
    );
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    expectProblem(
      await shop.app.inject({
        method: 'POST',
        url: '/test/zod',
        headers: { 'content-type': 'application/json' },
        payload: huge,
      }),
      413,
    );
  });

  it('answers a thrown error with an opaque 500: no message, no stack', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/test/boom' });
    const problem = expectProblem(response, 500);
    expect(problem).toMatchObject({
      type: 'https://shop.example/problems/internal',
      title: 'Internal Server Error',
      detail: 'Something went wrong on our side.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/Error:|new Error|\.ts\b/);
  });

  it("answers a ZodError from the server's own data with a 500, never a 400 that blames the caller", async () => {
    const problem = expectProblem(await shop.app.inject({ method: 'GET', url: '/test/bad-stored-data' }), 500);
    expect(problem.errors).toBeUndefined();
    expect(problem.detail).toBe('Something went wrong on our side.');
  });

  it('passes HttpProblems through with their status and detail', async () => {
    expect(expectProblem(await shop.app.inject({ method: 'GET', url: '/test/conflict' }), 409).detail).toBe(
      'The item is sold out.',
    );
    expect(expectProblem(await shop.app.inject({ method: 'GET', url: '/test/todo' }), 501).type).toBe(
      'https://shop.example/problems/not-implemented',
    );
  });

  it('keeps the status of other known 4xx errors, never their message; unknown ones become 400', async () => {
    const notAcceptable = await shop.app.inject({ method: 'GET', url: '/test/status-error/406' });
    expect(expectProblem(notAcceptable, 406).detail).toBe('The request cannot be processed.');
    expect(notAcceptable.body).not.toContain('plugin internals');
    expectProblem(await shop.app.inject({ method: 'GET', url: '/test/status-error/418' }), 400);
    const unavailable = await shop.app.inject({ method: 'GET', url: '/test/status-error/503' });
    expectProblem(unavailable, 503);
    expect(unavailable.body).not.toContain('plugin internals');
  });

  it('maps lost or unreachable database connections to a retryable 503, other errors to 500', () => {
    const unavailable = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Query read timeout'),
      // pg's answer to the ROLLBACK Kysely sends after the connection died mid-transaction.
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Client was closed and is not queryable'),
    ];
    for (const error of unavailable) {
      const problem = toProblem(error);
      expect(problem.status, error.message).toBe(503);
      expect(problem.headers['retry-after'], error.message).toBe('5');
    }
    expect(toProblem(new Error('relation "orders" does not exist')).status).toBe(500);
    expect(toProblem(Object.assign(new Error('duplicate key'), { code: '23505' })).status).toBe(500);
  });

  it('answers a malformed URL with a 400 problem', async () => {
    expectProblem(await shop.app.inject({ method: 'GET', url: '/test/%E0%A4%A' }), 400);
  });
});
