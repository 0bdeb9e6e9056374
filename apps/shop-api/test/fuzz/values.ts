import { RawJson } from './schema';

/**
 * The junk the fuzzer draws from. Each list aims at a class of bug seen in real APIs: encoding
 * (NUL, lone surrogates, overlong UTF-8), injection (SQL, HTML, template, header splitting),
 * number edges (-0, 2^53 + 1, 1e400 that JSON.parse turns into Infinity) and prototype keys.
 */

export const WEIRD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  'line\r\nX-Injected: 1',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(40),
  '\u202eevil\u202c',
  'Ａｂｃ１２３',
  'ёЁйЙ',
  'İıß',
  '\ufeffbom',
  'e\u0301\u0301\u0301',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; drop table orders; --',
  '%s%n%x%d',
  // eslint-disable-next-line no-template-curly-in-string -- a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  // eslint-disable-next-line no-script-url -- an XSS probe, on purpose
  'javascript:alert(1)',
  '//evil.example/',
  ' padded ',
  'tab\tinside',
  '@',
  'a@b',
  'x'.repeat(300),
];

export const WEIRD_NUMBERS: readonly unknown[] = [
  -1,
  0,
  new RawJson('-0'),
  1.5,
  0.000001,
  2 ** 31,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  new RawJson('9007199254740993'),
  new RawJson('123456789012345678901234567890'),
  -(2 ** 31) - 1,
  1e308,
  -1e308,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1e-400'),
  new RawJson('1E2'),
  new RawJson('0.1e1'),
  'NaN',
  'Infinity',
  '1',
  '-1',
  '1e3',
  '0x1F',
  ' 7 ',
  '١٢٣',
];

/** Text for a query or path value expected to be a number (already as it goes into the URL). */
export const NUMERIC_TEXT: readonly string[] = [
  'abc',
  '1.5',
  '-1',
  '0',
  '-0',
  '1e999',
  '99999999999999999999',
  '0x10',
  '%201',
  '',
  'NaN',
  'Infinity',
  '1,2',
  '1%00',
  '%EF%BC%91',
  '2147483648',
  '9007199254740993',
];

/** Text for a query value expected to be one of a few words (already as it goes into the URL). */
export const ENUM_TEXT: readonly string[] = [
  'xx',
  'EN',
  'en-US',
  'en%00',
  '',
  '%20en',
  'ru%2Cen',
  'constructor',
  '__proto__',
];

/** Raw pieces of a URL: bad percent-encoding, NUL, traversal, unencoded non-ASCII. */
export const URL_TEXT: readonly string[] = [
  '%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%u0041',
  '%2500',
  '%0d%0aX-Injected:%201',
  '..',
  '%2e%2e',
  '.',
  '%2F',
  'a%2Fb',
  '%5C..%5C',
  'ё',
  '%D1%91',
  '+',
  '%2B',
  '%20',
  "'",
  '%3Cscript%3E',
  'null',
  '__proto__',
  'constructor',
];

/** Text for a path parameter. */
export const PATH_TEXT: readonly string[] = [
  ...URL_TEXT,
  ...NUMERIC_TEXT.filter(Boolean),
  'x'.repeat(300),
  'x'.repeat(501),
  'x'.repeat(5_000),
];

function base64url(value: string): string {
  return Buffer.from(value).toString('base64url');
}

const farFuture = 4_102_444_800;
/** Tokens shaped like the shop's sessions but not signed by it. */
const FORGED_TOKENS: readonly string[] = [
  `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(`{"sub":"1","jti":"x","iat":0,"exp":${farFuture}}`)}.`,
  `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(`{"sub":"1","jti":"x","iat":0,"exp":${farFuture}}`)}.${base64url('x'.repeat(32))}`,
  `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url('{"sub":1,"exp":"never"}')}.AAAA`,
  `${base64url('{"alg":"HS256","typ":"JWT"}')}.bm90IGpzb24.${base64url('x'.repeat(32))}`,
  'a.b.c',
  '...',
  'junk',
];

export const HEADER_JUNK = {
  'accept-language': [
    '*',
    'xx-YY;q=abc',
    'ru;q=2, en;q=-1',
    ';;;,,,',
    'ru-RU-x-'.repeat(500),
    Array.from({ length: 400 }, (_, index) => `l${index};q=0.${index % 10}`).join(','),
    'ёжик',
    'en\u0000',
    '',
    'ru;q=1;q=0',
    '__proto__',
  ],
  authorization: [
    ...FORGED_TOKENS.map((token) => `Bearer ${token}`),
    'Bearer',
    'Bearer ',
    `Bearer ${'x'.repeat(5_000)}`,
    'Basic Zm9vOmJhcg==',
    'bearer  a b',
    'Bearer ёжик',
    'Token abc',
    `Bearer ${FORGED_TOKENS[1] ?? ''} extra`,
  ],
  cookie: [
    ...FORGED_TOKENS.map((token) => `jwt=${token}`),
    'jwt=',
    'jwt=%E0%A4%A',
    ';;;',
    '=',
    'jwt',
    `jwt=${'x'.repeat(8_000)}`,
    Array.from({ length: 300 }, (_, index) => `c${index}=${index}`).join('; '),
    'jwt=a; jwt=b',
    'jwt="quoted"',
    '__proto__=x; constructor=y',
    'jwt=ё',
    'oauth_state=junk',
    `oauth_state=${'%E0'.repeat(100)}`,
    'oauth_state=a.b.c; jwt=a.b.c',
  ],
  'x-forwarded-for': [
    'not-an-ip',
    '1.1.1.1, junk',
    Array.from({ length: 500 }, (_, index) => `10.0.${index % 250}.1`).join(', '),
    '::ffff:999.1.1.1',
    '',
    ',,,',
    '300.300.300.300',
    'ёжик',
    '127.0.0.1',
    '[::1]:80',
    'unknown',
  ],
  origin: [
    'https://evil.example',
    'null',
    'http://localhost:3000.evil.example',
    'http://127.0.0.1:1',
    'file://',
    'https://evil.example/',
    'HTTP://LOCALHOST:3000x',
    'http://[::2]:3000',
  ],
  accept: ['application/xml', 'text/html;q=0', '*/*;q=x', 'x'.repeat(4_000), 'application/json;q=0', ''],
} as const;

/** Headers that are no parameter of any operation, set to something odd (name, value). */
export const MISC_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['x-app-access-token', 'junk'],
  ['host', 'evil.example'],
  ['x-forwarded-host', 'evil.example'],
  ['x-forwarded-proto', 'javascript'],
  ['x-http-method-override', 'DELETE'],
  ['if-none-match', 'junk'],
  ['if-none-match', '*'],
  ['if-modified-since', 'yesterday'],
  ['range', 'bytes=junk'],
  ['range', 'bytes=-1-2,5-'],
  ['accept-encoding', 'junk;q=x'],
  ['content-encoding', 'gzip'],
  ['expect', '100-continue'],
  ['x-request-id', 'x'.repeat(10_000)],
  ['user-agent', ''],
  ['accept-charset', 'utf-7'],
];

/** Bodies sent as JSON that are not JSON (or JSON the parser must refuse). */
export const INVALID_JSON: readonly string[] = [
  '',
  '   ',
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  '{"a":1 /* comment */}',
  'NaN',
  'undefined',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":"\\x41"}',
  '{"a":"tab\there"}',
  '\ufeff{}',
  '\u0000',
  '[[[[[[[[[[',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];

/** Content types a JSON operation does not take, or JSON under an odd name. */
export const CONTENT_TYPES: readonly string[] = [
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;',
  'application/jsonx',
  'application/vnd.api+json',
  'application/problem+json',
  'text/json',
  '*/*',
  'application/json, text/plain',
  'application/octet-stream',
  ' application/json',
  `application/json; ${'x'.repeat(5_000)}=1`,
];
