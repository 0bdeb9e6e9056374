import { defineConfig } from 'orval';

/**
 * openapi.yaml is the one source of the contract. `npm run generate` writes:
 * - libs/api: TanStack Query hooks and query-option factories over the one fetch mutator;
 * - libs/api-schemas: zod schemas of every request and response (the API validates with them).
 * Generated files are committed and never edited; a test regenerates and diffs them.
 */
export default defineConfig({
  api: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: 'libs/api/src/generated/endpoints',
      schemas: 'libs/api/src/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      prettier: false,
      override: {
        mutator: { path: 'libs/api/src/mutator.ts', name: 'shopFetch' },
        fetch: { includeHttpResponseReturnType: false },
        // GETs become queries (with suspense variants and query-option factories), writes mutations.
        query: { useSuspenseQuery: true, signal: true },
      },
    },
  },
  schemas: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: 'libs/api-schemas/src/generated',
      fileExtension: '.zod.ts',
      clean: true,
      prettier: false,
      override: {
        zod: {
          generate: { param: true, query: true, header: false, body: true, response: true },
          coerce: { param: true, query: true },
        },
      },
    },
  },
});
