import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = resolve(import.meta.dirname, '../../src/modules');

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
