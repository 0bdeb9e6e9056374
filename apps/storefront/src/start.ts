import { createSerializationAdapter } from '@tanstack/react-router';
import { createStart } from '@tanstack/react-start';
import { isApiPayload, markApiPayload } from '@shop/api';

/**
 * The API's answers a page carries to the browser (its loaders' data and the query cache) travel
 * as their JSON text, read back with `JSON.parse`, instead of the router's object-by-object
 * script, which names every object and array (`$R[42]={…}`) so later chunks could point at them:
 * a listing's data was 4.3 KB gzip that way, 2.7 KB as text. An answer reached twice (a loader's
 * data that is also in the query cache) is still sent once. Only bodies `shopFetch` parsed are
 * marked (`isApiPayload`); anything else keeps the router's serialisation.
 */
const apiPayloadAdapter = createSerializationAdapter({
  key: 'api-json',
  test: isApiPayload,
  toSerializable: (payload: object) => JSON.stringify(payload),
  fromSerializable: (text: string): object => markApiPayload(JSON.parse(text) as object),
});

export const startInstance = createStart(() => ({ serializationAdapters: [apiPayloadAdapter] }));
