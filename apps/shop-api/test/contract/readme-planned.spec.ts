import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations, repoRoot } from '../helpers/contract';

/** `METHOD /path` of every operation the README lists between its planned-operations markers. */
function readmePlanned(): string[] {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('<!-- planned-operations:start -->'),
    readme.indexOf('<!-- planned-operations:end -->'),
  );
  expect(section.length, 'README.md has its planned-operations section').toBeGreaterThan(40);
  return [...section.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g)]
    .map((match) => `${match[1]} ${match[2]}`)
    .sort();
}

describe('the README', () => {
  it('lists exactly the operations openapi.yaml marks as planned (npm run readme:planned rewrites it)', () => {
    const planned = contractOperations()
      .filter(({ operation }) => operation['x-status'] === 'planned')
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .sort();
    expect(readmePlanned()).toEqual(planned);
  });
});
