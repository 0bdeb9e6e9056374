import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:shop-client-chunks';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * `virtual:shop-client-chunks` for the server build: for each named part the browser loads on
 * demand (`parts`, a name and a test of module ids: one module or several), the client build's
 * files those modules need (their chunks and the chunks those import, the entry left out), as
 * URLs. The server names them in `<link rel="modulepreload">` on a page that renders the part, so
 * the browser fetches them with the entry instead of after it. The client build runs first
 * (TanStack Start builds the client, then the server); the browser's copy of the module, and the
 * dev server's, is empty.
 */
export function clientChunks(parts: Record<string, (id: string) => boolean>): Plugin {
  const files: Record<string, string[]> = {};
  let base = '/';
  return {
    name: 'shop:client-chunks',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const known = this.environment.name === 'ssr' ? files : {};
      return `export default ${JSON.stringify(known)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const url = (fileName: string) => base + fileName;
      for (const [name, isPart] of Object.entries(parts)) {
        const own = chunks.filter((chunk) => chunk.moduleIds.some(isPart));
        if (own.length === 0) throw new Error(`shop:client-chunks: no client chunk holds the module of ${name}`);
        const found = new Set<string>();
        for (const chunk of own) chunkWithImports(chunk.fileName, byFile, found);
        files[name] = [...found].map(url);
      }
    },
  };
}

/** A chunk's file and those of the chunks it imports, through and through, the entry left out. */
function chunkWithImports(
  fileName: string,
  byFile: ReadonlyMap<string, { isEntry: boolean; imports: string[] }>,
  found = new Set<string>(),
): Set<string> {
  const chunk = byFile.get(fileName);
  if (!chunk || chunk.isEntry || found.has(fileName)) return found;
  found.add(fileName);
  for (const imported of chunk.imports) chunkWithImports(imported, byFile, found);
  return found;
}
