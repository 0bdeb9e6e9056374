import { describe, expect, it } from 'vitest';
import {
  contractOperations,
  expectMatchesContract,
  expectMatchesSchema,
  expectProblem,
  openapiDocument,
  type ContractResponse,
} from './contract';

/** A response as `app.inject` returns it, without an app. */
function answer(
  statusCode: number,
  body: unknown,
  contentType = statusCode >= 400 ? 'application/problem+json; charset=utf-8' : 'application/json; charset=utf-8',
): ContractResponse {
  return {
    statusCode,
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** The example the contract gives for an operation's 200 JSON answer. */
function example(path: string): Record<string, unknown> {
  const operation = openapiDocument().paths[path]?.['get'] as {
    responses: Record<string, { content: Record<string, { example: unknown }> }>;
  };
  const value = operation.responses['200']?.content['application/json']?.example;
  return structuredClone(value) as Record<string, unknown>;
}

/** The first item, which the test needs to exist. */
function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('the example has no items');
  return item;
}

const notFound = {
  type: 'https://shop.example/problems/not-found',
  title: 'Not Found',
  status: 404,
  detail: 'Page not found.',
};

describe('expectMatchesContract', () => {
  it('accepts an answer that matches the contract and returns its body', () => {
    expect(expectMatchesContract('GET', '/healthz', answer(200, { status: 'ok', database: 'up' }))).toEqual({
      status: 'ok',
      database: 'up',
    });
    expect(
      expectMatchesContract('get', '/api/v1/app/config', answer(200, example('/api/v1/app/config'))),
    ).toMatchObject({ locale: 'en' });
  });

  it('resolves $refs through allOf and oneOf, and ignores discriminator and example', () => {
    // CatalogTree → CategoryNode (allOf Category) and HomePage → HomeSection (oneOf + discriminator).
    expect(() =>
      expectMatchesContract('GET', '/api/v1/catalog', answer(200, example('/api/v1/catalog'))),
    ).not.toThrow();
    expect(() => expectMatchesContract('GET', '/api/v1/home', answer(200, example('/api/v1/home')))).not.toThrow();
  });

  it('fails on a wrong value, naming where and what', () => {
    expect(() => expectMatchesContract('GET', '/healthz', answer(200, { status: 'ok', database: 'down' }))).toThrow(
      /\/database must be equal to constant; got "down"/,
    );
  });

  it('fails on a wrong value deep inside referenced schemas', () => {
    const config = example('/api/v1/app/config');
    first(config['content_pages'] as Array<Record<string, unknown>>)['key'] = 'blog';
    expect(() => expectMatchesContract('GET', '/api/v1/app/config', answer(200, config))).toThrow(
      /\/content_pages\/0\/key must be equal to one of the allowed values; got "blog"/,
    );

    const tree = example('/api/v1/catalog');
    const category = first(tree['categories'] as Array<Record<string, unknown>>);
    delete category['children'];
    category['parent_id'] = 'none';
    const error = (() => {
      try {
        expectMatchesContract('GET', '/api/v1/catalog', answer(200, tree));
        return '';
      } catch (failure) {
        return String(failure);
      }
    })();
    expect(error).toContain("/categories/0 must have required property 'children'");
    expect(error).toContain('/categories/0/parent_id must be integer,null; got "none"');
  });

  it('fails on a missing required field, a wrong format and a broken home section', () => {
    const config = example('/api/v1/app/config');
    delete config['gpsr'];
    config['email'] = 'not an e-mail';
    expect(() => expectMatchesContract('GET', '/api/v1/app/config', answer(200, config))).toThrow(
      /must have required property 'gpsr'[\s\S]*\/email must match format "email"/,
    );

    const home = example('/api/v1/home');
    first(home['sections'] as Array<Record<string, unknown>>)['type'] = 'carousel';
    expect(() => expectMatchesContract('GET', '/api/v1/home', answer(200, home))).toThrow(/\/sections\/0/);
  });

  it('fails on a status the operation does not document', () => {
    expect(() => expectMatchesContract('GET', '/healthz', answer(418, { ...notFound, status: 418 }))).toThrow(
      /answered 418, which the contract does not document/,
    );
  });

  it('fails on an error that is not a problem document', () => {
    expect(() => expectMatchesContract('GET', '/api/v1/about-us', answer(404, notFound, 'application/json'))).toThrow(
      /must be application\/problem\+json/,
    );
    const { detail: _detail, ...withoutDetail } = notFound;
    expect(() => expectMatchesContract('GET', '/api/v1/about-us', answer(404, withoutDetail))).toThrow(
      /must have required property 'detail'/,
    );
    expect(() =>
      expectMatchesContract(
        'GET',
        '/api/v1/about-us',
        answer(404, { ...notFound, errors: { lang: 'validation.one_of' } }),
      ),
    ).toThrow(/\/errors\/lang must be array/);
    expect(expectMatchesContract('GET', '/api/v1/about-us', answer(404, notFound))).toEqual(notFound);
  });

  it('fails on a content type the contract does not list, and on a body that is not JSON', () => {
    expect(() => expectMatchesContract('GET', '/healthz', answer(200, 'ok', 'text/plain'))).toThrow(
      /documents application\/json/,
    );
    expect(() => expectMatchesContract('GET', '/healthz', answer(200, '{"status":', 'application/json'))).toThrow(
      /not JSON/,
    );
  });

  it('checks text answers against their string schema', () => {
    expect(
      expectMatchesContract('GET', '/robots.txt', answer(200, 'User-agent: *\n', 'text/plain; charset=utf-8')),
    ).toBe('User-agent: *\n');
    expect(() => expectMatchesContract('GET', '/robots.txt', answer(200, 'x'.repeat(70_000), 'text/plain'))).toThrow(
      /must NOT have more than 65536 characters/,
    );
  });

  it('fails on an operation the contract does not have', () => {
    expect(() => expectMatchesContract('DELETE', '/api/v1/home', answer(200, {}))).toThrow(
      /not an operation of openapi.yaml/,
    );
    expect(() => expectMatchesContract('GET', '/api/v1/nothing', answer(200, {}))).toThrow(
      /not an operation of openapi.yaml/,
    );
  });

  it('lists every operation of the contract', () => {
    const operations = contractOperations();
    expect(operations.length).toBeGreaterThanOrEqual(68);
    expect(operations).toContainEqual(expect.objectContaining({ method: 'get', path: '/api/v1/app/config' }));
  });
});

describe('expectProblem and expectMatchesSchema', () => {
  it('accept a problem and refuse anything else', () => {
    expect(expectProblem(answer(404, notFound), 404)).toEqual(notFound);
    expect(() => expectProblem(answer(404, notFound), 400)).toThrow(/expected status 400, got 404/);
    expect(() => expectProblem(answer(404, notFound, 'text/html'))).toThrow(/expected application\/problem\+json/);
    expect(() => expectProblem(answer(404, { ...notFound, status: 500 }))).toThrow(/the problem says status 500/);
    expect(() => expectMatchesSchema('Problem', { title: 'x' })).toThrow(/must have required property 'type'/);
  });
});
