/**
 * The bodies of the API's JSON answers as `shopFetch` parsed them (objects and arrays, each the
 * whole body). The storefront's server sends such a body to the browser as the JSON text it came
 * as (apps/storefront/src/start.ts), not rebuilt object by object in the page's hydration script:
 * a listing page's data is a quarter of the size gzipped, and the browser reads it with
 * `JSON.parse`. Nothing else is marked, so anything else keeps the framework's serialisation.
 */
const payloads = new WeakSet<object>();

/** Marks a parsed body (an object or array; anything else is returned as it is). */
export function markApiPayload<T>(value: T): T {
  if (typeof value === 'object' && value !== null) payloads.add(value);
  return value;
}

/** Whether a value is a body `shopFetch` parsed (or `markApiPayload` marked). */
export function isApiPayload(value: unknown): value is object {
  return typeof value === 'object' && value !== null && payloads.has(value);
}
