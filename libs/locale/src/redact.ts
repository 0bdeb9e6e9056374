/**
 * What logs write instead of a secret or a piece of personal data: the API's request lines and
 * errors and everything the storefront's server prints go through these (QUALITY.md item 24).
 */
export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret or personal data, whatever the path. */
const SECRET_PARAMS = new Set([
  // bearer tokens of this shop: reset links, order pages, guest carts, e-mail identities
  'token',
  'crypto',
  'cart_id',
  'identity',
  // signed links and OAuth
  'signature',
  'hash',
  'code',
  'state',
  'code_verifier',
  'access_token',
  'id_token',
  'refresh_token',
  'client_secret',
  'session_id',
  'key',
  'api_key',
  'password',
  // personal data: an e-mail, and the address a shopper types into the address search
  'email',
  'input',
  'place_id',
]);

/** Path segments that are secrets by their place in this shop's URLs; the secret is the last group. */
const SECRET_PATHS = [
  // the order page: /order/{crypto}, /ru/order/{crypto}
  /^(\/(?:[a-z]{2}\/)?order\/)([^/]+)/,
  // the API's check of a reset link: /api/auth/reset-password/{token}
  /(\/reset-password\/)([^/]+)/,
  // a verification link, its page and the API: /verify-email/{id}/{hash} (the hash is the e-mail's)
  /(\/verify-email\/[^/]+\/)([^/]+)/,
];

const EMAIL = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;
const EMAILS_IN_TEXT = /[\w.!#$%&'*+=?^`{|}~-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/;
const JWTS_IN_TEXT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const BEARER_IN_TEXT = /\b(Bearer\s+)[^\s"',;]+/gi;
const URL_SAFE_LONG = /^[A-Za-z0-9_-]{20,}$/;
/** A catalogue or content slug: lower-case words joined by hyphens (`baltic-breeze-one-piece`). */
const SLUG = /^[a-z0-9]{1,19}(?:-[a-z0-9]{1,19})*$/;
/** URLs and absolute paths inside free text (an error message, a stack, a console line). */
const URLS_IN_TEXT = /(?:[a-z][a-z0-9+.-]*:\/\/|(?<![\w.~/-])\/)[^\s"'<>()[\]{}`]*/gi;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A value that looks like a secret whatever its name: an e-mail address, a JWT, or 20 or more
 * URL-safe characters that are not a slug (every random token of this shop is base64url or hex of
 * 16 bytes or more, while catalogue and content slugs are hyphenated lower-case words).
 */
function looksSecret(value: string): boolean {
  return EMAIL.test(value) || JWT.test(value) || (URL_SAFE_LONG.test(value) && !SLUG.test(value));
}

function redactPath(path: string): string {
  let redacted = path;
  for (const pattern of SECRET_PATHS)
    redacted = redacted.replace(pattern, (_match, before: string) => `${before}${REDACTED}`);
  return redacted
    .split('/')
    .map((segment) => (segment !== REDACTED && looksSecret(decoded(segment)) ? REDACTED : segment))
    .join('/');
}

function redactParam(param: string): string {
  const equals = param.indexOf('=');
  if (equals === -1) return looksSecret(decoded(param)) ? REDACTED : param;
  const name = decoded(param.slice(0, equals)).toLowerCase();
  const raw = param.slice(equals + 1);
  const value = decoded(raw);
  let safe = raw;
  if (SECRET_PARAMS.has(name) || looksSecret(value)) safe = REDACTED;
  else if (value.startsWith('/') || value.includes('://')) {
    // A path or URL inside a parameter (the page a promo code is applied on) is redacted as one.
    const inner = redactUrl(value);
    if (inner !== value) safe = encodeURIComponent(inner).replaceAll(encodeURIComponent(REDACTED), REDACTED);
  }
  return `${param.slice(0, equals)}=${safe}`;
}

/**
 * The URL (absolute, or a path with its query) with every secret and piece of personal data in it
 * replaced by `[redacted]`: the values of the parameters above, the path segments above, and any
 * segment or value that looks secret (see `looksSecret`); user info and the fragment as a whole.
 */
export function redactUrl(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const hash = url.indexOf('#', origin.length);
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const query = withoutHash.indexOf('?', origin.length);
  const path = withoutHash.slice(origin.length, query === -1 ? undefined : query);
  const search =
    query === -1
      ? ''
      : `?${withoutHash
          .slice(query + 1)
          .split('&')
          .map(redactParam)
          .join('&')}`;
  const at = origin.lastIndexOf('@');
  const scheme = origin.indexOf('://') + 3;
  const safeOrigin = at === -1 ? origin : `${origin.slice(0, scheme)}${REDACTED}${origin.slice(at)}`;
  return `${safeOrigin}${redactPath(path)}${search}${hash === -1 ? '' : `#${REDACTED}`}`;
}

/**
 * The OpenTelemetry attributes naming a request's URL (a path with its query, or an absolute URL),
 * redacted as `redactUrl` does: `url.path` and `url.query` (without its `?`, absent without a
 * query), so a trace exporter sends no more of a URL than the logs write.
 */
export function redactedUrlAttributes(url: string): { 'url.path': string; 'url.query'?: string } {
  const redacted = redactUrl(url);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(redacted)?.[0].length ?? 0;
  const query = redacted.indexOf('?', origin);
  const path = redacted.slice(origin, query === -1 ? undefined : query) || '/';
  return query === -1 ? { 'url.path': path } : { 'url.path': path, 'url.query': redacted.slice(query + 1) };
}

/**
 * Free text (an error's message or stack, a console line) with the URLs and paths in it redacted
 * as `redactUrl` does, and every e-mail address, JWT and Bearer token replaced.
 */
export function redactText(text: string): string {
  return text
    .replace(URLS_IN_TEXT, (url) => redactUrl(url))
    .replace(EMAILS_IN_TEXT, REDACTED)
    .replace(JWTS_IN_TEXT, REDACTED)
    .replace(BEARER_IN_TEXT, (_match, bearer: string) => `${bearer}${REDACTED}`);
}
