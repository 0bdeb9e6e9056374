import { jsonText } from './schema';

/** Requests as the families change them (drafts) and as they are sent. */

export type DraftBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: Record<string, string> }
  | { kind: 'raw'; data: string | Buffer };

/** A request before it is written out: each part can still be changed or dropped. */
export interface Draft {
  method: string;
  /** The contract's path template. */
  path: string;
  /** Path parameters as written into the URL (already encoded). */
  pathParams: Record<string, string>;
  /** A whole path written as it is, instead of the template. */
  pathOverride?: string;
  /** Query pairs as written into the URL (already encoded); null: a key without `=`. */
  query: Array<[string, string | null]>;
  /** Header names in lower case; an array repeats the header. */
  headers: Record<string, string | string[]>;
  body?: DraftBody;
}

/** What goes to the server. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[]>;
  body?: string | Buffer;
}

export function renderPath(draft: Draft): string {
  return (
    draft.pathOverride ?? draft.path.replace(/\{([^}]+)\}/g, (_match, name: string) => draft.pathParams[name] ?? '')
  );
}

export function render(draft: Draft): FuzzRequest {
  const query = draft.query.map(([key, value]) => (value === null ? key : `${key}=${value}`)).join('&');
  const url = `${renderPath(draft)}${draft.query.length > 0 ? `?${query}` : ''}`;
  let body: string | Buffer | undefined;
  if (draft.body?.kind === 'json') body = jsonText(draft.body.value);
  else if (draft.body?.kind === 'form') body = new URLSearchParams(draft.body.value).toString();
  else if (draft.body?.kind === 'raw') body = draft.body.data;
  return { method: draft.method, url, headers: { ...draft.headers }, ...(body === undefined ? {} : { body }) };
}

/** Percent-encodes UTF-8 bytes; unlike encodeURIComponent it takes lone surrogates (as U+FFFD). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.!~*'()]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Query and path text for a value (an array becomes repeated pairs elsewhere). */
export function encodeValue(value: unknown): string {
  return percentEncode(typeof value === 'string' ? value : JSON.stringify(value));
}
