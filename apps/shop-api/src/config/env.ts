import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { LOCALES, parseLocaleDomains } from '@shop/locale';
import { findRepoRoot } from './repo-root';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** `.env` files and CI variables often carry empty values meaning "not set". */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().min(1).optional());

function optionalUrl(protocols: RegExp, hint: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: protocols, error: `must be a ${hint} URL` }).optional(),
  );
}

const booleanFlag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
    .transform((flag) => ['true', '1', 'yes', 'on'].includes(flag)),
);

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
    API_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(4000),
    API_HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: optionalText,
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://'),
    REDIS_URL: optionalUrl(/^rediss?$/, 'redis://'),
    PUBLIC_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://localhost:3000'),
    ),
    JWT_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
    APP_ACCESS_TOKEN: optionalText,
    // GET /metrics answers loopback, or a caller sending `Authorization: Bearer <METRICS_TOKEN>`.
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
    // Worker processes sharing the API's port (node:cluster); 1: this process serves alone.
    WEB_CONCURRENCY: z.coerce.number({ error: 'must be a whole number of processes' }).int().min(1).max(64).default(1),
    SMTP_URL: optionalUrl(/^smtps?$/, 'smtp://'),
    // Mail written to files under DATA_DIR instead of sent: the default outside production only.
    MAIL_OUTBOX: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['file'], { error: 'must be file (or unset)' }).optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).max(200).default('Swimwear shop <shop@localhost>'),
    // The language a first visit falls back to (no locale cookie, no browser language of ours);
    // unset: the shop's defaultLocale setting. LOCALE_DOMAINS picks one per host instead.
    DEFAULT_LOCALE: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }).optional(),
    ),
    LOCALE_DOMAINS: z
      .string()
      .optional()
      .transform((text, ctx) => {
        try {
          return parseLocaleDomains(text);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
          return z.NEVER;
        }
      }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level' })
      .default('info'),
    // Unset: on outside production, off in production.
    SEED_DEMO: booleanFlag.optional(),
    CATALOG_CACHE_TTL_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(0)
      .max(3_600_000)
      .default(300_000),
    // How often each API process reads the change log's newest id to drop what changed from its
    // caches (modules/changes); 0: never, the caches then keep answers for their TTL.
    CHANGE_POLL_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(0)
      .max(60_000)
      .default(1_000),
    CART_PRICES_CACHE_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(0)
      .max(60_000)
      .default(1_000),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    // Tests and staging: Stripe's API at another address (a local fake of it).
    STRIPE_API_BASE_URL: optionalUrl(/^https?$/, 'http(s)://'),
    // How long a call to the payment provider may take before the shopper gets a retryable 503.
    PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(100)
      .max(60_000)
      .default(8_000),
    // The built-in test gateway (a payment page with pay and decline buttons; no money moves).
    // Unset: on outside production, off in production.
    TEST_GATEWAY: booleanFlag.optional(),
    TEST_GATEWAY_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
    // Minutes an unpaid order paid online holds its stock before it is cancelled.
    ORDER_RESERVATION_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int()
      .min(1)
      .max(10_080)
      .default(30),
    // Hours an order paid on pickup holds its stock before it is cancelled, uncollected.
    PICKUP_RESERVATION_HOURS: z.coerce.number({ error: 'must be a number of hours' }).int().min(1).max(720).default(72),
    // A session unused for this many days ends (it also ends SESSION_MAX_DAYS after sign-in).
    SESSION_IDLE_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(365).default(30),
    // The image optimiser's renditions: their folder (default $DATA_DIR/cache/images) and size cap.
    IMAGE_CACHE_DIR: optionalText,
    IMAGE_CACHE_MAX_MB: z.coerce
      .number({ error: 'must be a number of megabytes' })
      .int()
      .min(1)
      .max(1_000_000)
      .default(512),
    // Render the product pictures' card and listing renditions after the API starts (not in the tests' shops).
    IMAGE_WARM_UP: booleanFlag.default(true),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    GOOGLE_PLACES_API_KEY: optionalText,
    // The hosts a redirect rule may send shoppers to (https only), comma-separated; unset: none.
    REDIRECT_HOSTS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, { error: 'must be host names, comma-separated' }))),
    // Tests and staging: every social provider's authorize, token and userinfo endpoints live under
    // `${OAUTH_PROVIDER_BASE_URL}/<provider>/` (a local fake provider) instead of the real ones.
    OAUTH_PROVIDER_BASE_URL: optionalUrl(/^https?$/, 'http(s)://'),
  })
  .superRefine((env, ctx) => {
    // Stripe needs both: the key starts payments, the webhook secret proves their outcome.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required with STRIPE_SECRET_KEY' });
    if (env.STRIPE_WEBHOOK_SECRET && !env.STRIPE_SECRET_KEY)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required with STRIPE_WEBHOOK_SECRET' });
    if (env.SMTP_URL && env.MAIL_OUTBOX)
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_OUTBOX'],
        message: 'must be unset when SMTP_URL is set (mail goes one way)',
      });
    if (env.NODE_ENV !== 'production') return;
    // Production never takes fake money or drops mail by default (QUALITY.md item 19): the demo's
    // test gateway and file outbox are there only when asked for by name.
    if (!env.STRIPE_SECRET_KEY && !env.TEST_GATEWAY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'is required in production: without it the shop has no way to take payments (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; TEST_GATEWAY=on only for a demo)',
      });
    }
    if (!env.SMTP_URL && !env.MAIL_OUTBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production: without it the shop cannot send codes, reset links or order mails (MAIL_OUTBOX=file keeps them in $DATA_DIR/outbox, only for a demo)',
      });
    }
    // Several API processes over one PostgreSQL database must share a secret; one process on the
    // embedded database keeps its own in the data folder (see localSecret below).
    if (!env.JWT_SECRET && env.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production with DATABASE_URL' });
    const publicUrl = new URL(env.PUBLIC_URL);
    // Cookies are Secure exactly when PUBLIC_URL is https, so only a local production run may use http.
    if (publicUrl.protocol !== 'https:' && !LOOPBACK_HOSTS.has(publicUrl.hostname)) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must be https outside localhost in production' });
    }
  })
  .transform((env) => {
    const dataDir = resolve(env.DATA_DIR ?? join(findRepoRoot(), 'data'));
    return {
      ...env,
      DATA_DIR: dataDir,
      // In production without a configured secret, the embedded shop keeps a random one in its
      // data folder, so sessions survive restarts; in development a per-process one is fine.
      JWT_SECRET:
        env.JWT_SECRET ?? (env.NODE_ENV === 'production' ? localSecret(dataDir) : randomBytes(32).toString('hex')),
      TEST_GATEWAY: env.TEST_GATEWAY ?? env.NODE_ENV !== 'production',
      SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
      // Without SMTP, mail goes to the outbox: always outside production, in production only when asked.
      MAIL_OUTBOX: env.SMTP_URL
        ? null
        : env.MAIL_OUTBOX === 'file' || env.NODE_ENV !== 'production'
          ? ('file' as const)
          : null,
      IMAGE_CACHE_DIR: resolve(env.IMAGE_CACHE_DIR ?? join(dataDir, 'cache', 'images')),
    };
  });

/** A random secret created once in `${DATA_DIR}/secrets/jwt.key` (owner-only) and read afterwards. */
export function localSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets', 'jwt.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  // 'wx' fails if another process created it first; then that one's secret is used.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

export type Env = z.output<typeof envSchema>;

/** The variables that failed validation, one message each. */
export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Validates the environment once at start; throws an `EnvError` naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new EnvError(problems);
}

/** The storefront's origin (`http://localhost:3000`): the one foreign origin allowed to write. */
export function publicOrigin(env: Env): string {
  return new URL(env.PUBLIC_URL).origin;
}

/** Cookies carry the Secure flag when the storefront is served over https. */
export function secureCookies(env: Env): boolean {
  return new URL(env.PUBLIC_URL).protocol === 'https:';
}
