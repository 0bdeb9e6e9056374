import { defineConfig } from 'orval';

/** Per-operation overrides making POST operations queries (no mutation hook is generated for them). */
const postReads = (operationIds: string[]) =>
  Object.fromEntries(operationIds.map((id) => [id, { query: { useQuery: true, signal: true } }]));

/**
 * openapi.yaml is the one source of the contract. `npm run generate` writes:
 * - libs/api: TanStack Query hooks and query-option factories over the one fetch mutator;
 * - libs/api-schemas: zod schemas of every request and response (the API validates with them), and
 *   the contract's enums (`Locale`, `ProblemCode`, `ContentPageKey`) as zod enums.
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
        // Reads sent as POST (a body too long for a URL, or a signed link) are queries too, so the
        // browser reads them through generated query options like every GET.
        operations: {
          ...postReads([
            'getSizeDetailsById',
            'getWishListProducts',
            'getCartProductVariants',
            'getCartPrices',
            'getDeliveries',
            'getDeliveryOptions',
            'calculateDelivery',
            'getPaymentMethods',
            'getPaymentStatus',
            'verifyEmail',
            'filterProfileOrders',
          ]),
          // The product card's reviews page on with "show more".
          getProductCardReviews: { query: { useInfinite: true, useInfiniteQueryParam: 'page' } },
        },
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
  // After `schemas`, whose `clean` empties the folder: the contract's enums as zod enums for the API,
  // which cannot import `@shop/api`'s model (no operation is generated, so index.zod.ts stays empty).
  enums: {
    input: {
      target: './openapi.yaml',
      filters: { mode: 'include', tags: [], schemas: ['Locale', 'ProblemCode', 'ContentPageKey'] },
    },
    output: {
      mode: 'single',
      client: 'zod',
      target: 'libs/api-schemas/src/generated/enums/index.zod.ts',
      schemas: { path: 'libs/api-schemas/src/generated/enums', type: 'zod' },
      clean: true,
      prettier: false,
    },
  },
});
