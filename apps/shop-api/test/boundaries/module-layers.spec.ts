import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC_DIR = resolve(import.meta.dirname, '../../src');
const MODULES_DIR = join(SRC_DIR, 'modules');

/** One import of one module's file from another module. */
interface ModuleImport {
  from: string;
  to: string;
  /** The imported path inside the target module, e.g. `repository`. */
  target: string;
  file: string;
}

/** Every static import, re-export and dynamic import of a relative path. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The imports that cross from one module folder (`src/modules/<name>/`) into another. */
function crossModuleImports(): ModuleImport[] {
  return sourceFiles(MODULES_DIR).flatMap((file) => {
    const [from] = relative(MODULES_DIR, file).split(sep);
    return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, specifier]) => {
      const inModules = relative(MODULES_DIR, resolve(dirname(file), specifier ?? ''));
      const [to, ...rest] = inModules.split(sep);
      if (!from || !to || to === from || to.startsWith('..') || rest.length === 0) return [];
      return [{ from, to, target: rest.join('/'), file: relative(MODULES_DIR, file) }];
    });
  });
}

/** The cycles of a directed graph, each once, as the path of modules that closes it. */
function findCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const walk = (node: string, path: string[]) => {
    for (const next of edges.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        // Reported once, from its smallest member.
        const start = cycle.indexOf([...cycle].sort()[0] ?? '');
        const key = [...cycle.slice(start), ...cycle.slice(0, start)].join(' → ');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...key.split(' → '), cycle[start] ?? '']);
        }
      } else walk(next, [...path, next]);
    }
  };
  for (const node of edges.keys()) walk(node, [node]);
  return cycles;
}

function moduleGraph(imports: readonly ModuleImport[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  return graph;
}

// The layering of src/modules/README.md: a module's SQL is its own repository's, reached by others
// through its service; modules depend on each other one way only (checkout above orders and payments).
describe('module layers (src/modules)', () => {
  const imports = crossModuleImports();

  it('reads the imports between modules', () => {
    // Guards the scan itself: were it to read nothing, the checks below would pass on anything.
    expect(imports).toContainEqual(expect.objectContaining({ from: 'checkout', to: 'orders' }));
    expect(imports.length).toBeGreaterThan(20);
  });

  it("never imports another module's repository", () => {
    const offending = imports
      .filter((edge) => edge.target === 'repository' || edge.target.startsWith('repository.'))
      .map((edge) => `${edge.file} imports ${edge.to}/${edge.target}`);
    expect(offending).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(findCycles(moduleGraph(imports)).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a cycle, each once', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(new Map([['a', new Set(['b'])]]))).toEqual([]);
  });
});

/** A Kysely query-builder call: a statement begun with the builder, or a `sql` template (typed or not). */
const BUILDER_CALL =
  /\.\s*(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|selectNoFrom)\s*\(|\bsql\s*(?:<[^`;]*>)?\s*`/g;

/** Where SQL may be written: a repository, or the shared data access, migrations and seed. */
function mayHoldSql(file: string): boolean {
  const [top] = relative(SRC_DIR, file).split(sep);
  const name = file.split(sep).at(-1) ?? '';
  return top === 'db' || top === 'seed' || name === 'repository.ts' || name.endsWith('-repository.ts');
}

/** The builder calls of each non-spec source file under src/, by path relative to it. */
function builderCalls(): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  for (const file of sourceFiles(SRC_DIR)) {
    if (file.endsWith('.spec.ts')) continue;
    const found = [...readFileSync(file, 'utf8').matchAll(BUILDER_CALL)].map(([call]) => call.replace(/\s+/g, ''));
    calls.set(relative(SRC_DIR, file).split(sep).join('/'), found);
  }
  return calls;
}

// src/modules/README.md: SQL lives in repositories (and src/db/ for what plugins and libs share);
// services, routes, plugins and libs call named functions there.
describe('SQL only in repositories (src)', () => {
  const calls = builderCalls();
  const inRepositories = [...calls].filter(([file, found]) => mayHoldSql(join(SRC_DIR, file)) && found.length > 0);

  it('reads the repositories and finds their builder calls', () => {
    // Guards the scan itself: were it to read nothing, or the pattern to match nothing, the check would pass.
    expect(calls.get('modules/cart/repository.ts')).toEqual(expect.arrayContaining(['.selectFrom(']));
    expect(calls.get('db/sessions.ts')).toEqual(expect.arrayContaining(['.insertInto(', '.updateTable(']));
    expect(calls.get('db/database.ts')).toEqual(expect.arrayContaining(['sql`']));
    expect(inRepositories.length).toBeGreaterThan(15);
  });

  it('has no builder call outside repositories, src/db and src/seed', () => {
    const offending = [...calls]
      .filter(([file, found]) => !mayHoldSql(join(SRC_DIR, file)) && found.length > 0)
      .map(([file, found]) => `${file}: ${[...new Set(found)].join(' ')}`);
    expect(offending).toEqual([]);
  });

  it('recognises each builder call and nothing like one', () => {
    const matches = (source: string) => [...source.matchAll(BUILDER_CALL)].length;
    expect(matches("db\n  .selectFrom('carts')")).toBe(1);
    expect(matches("trx.insertInto('x'); trx.updateTable('x'); db.deleteFrom ('x'); db.replaceInto('x')")).toBe(4);
    expect(matches('db.selectNoFrom((eb) => eb.val(1))')).toBe(1);
    expect(matches('sql`select 1`; sql<number>`count(*)`')).toBe(2);
    expect(matches('mysql`x`; selectFromCache(); sql.ref(column); const sql = 1;')).toBe(0);
    expect(mayHoldSql(join(SRC_DIR, 'modules/auth/social-repository.ts'))).toBe(true);
    expect(mayHoldSql(join(SRC_DIR, 'modules/auth/service.ts'))).toBe(false);
    expect(mayHoldSql(join(SRC_DIR, 'plugins/app/session.ts'))).toBe(false);
  });
});
