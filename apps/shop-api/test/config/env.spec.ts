import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, localSecret, publicOrigin, secureCookies } from '../../src/config/env';
import { findRepoRoot } from '../../src/config/repo-root';

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return [...(error as EnvError).problems];
  }
  throw new Error('expected the environment to be refused');
}

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
/** What a real production shop sets besides its own values: a payment provider and a mail server. */
const LIVE = { NODE_ENV: 'production', ...STRIPE, SMTP_URL: 'smtp://mail.example' };

describe('loadEnv', () => {
  it('fills every default for development', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      API_PORT: 4000,
      API_HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts the data folder at the repository root by default, as an absolute path', () => {
    const env = loadEnv({});
    expect(env.DATA_DIR).toBe(join(findRepoRoot(), 'data'));
    expect(findRepoRoot()).toBe(resolve(import.meta.dirname, '../../../..'));
  });

  it('resolves a relative DATA_DIR to an absolute path', () => {
    const env = loadEnv({ DATA_DIR: 'tmp/shop-data' });
    expect(isAbsolute(env.DATA_DIR)).toBe(true);
    expect(env.DATA_DIR).toBe(resolve('tmp/shop-data'));
  });

  it('reads numbers, flags and URLs', () => {
    const env = loadEnv({
      API_PORT: '4100',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      PUBLIC_URL: 'https://shop.example',
      LOG_LEVEL: 'warn',
    });
    expect(env.API_PORT).toBe(4100);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.DATABASE_URL).toBe('postgres://shop@db.internal:5432/shop');
    expect(publicOrigin(env)).toBe('https://shop.example');
    expect(secureCookies(env)).toBe(true);
    expect(secureCookies(loadEnv({}))).toBe(false);
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', REDIS_URL: '', JWT_SECRET: '', PUBLIC_URL: '', STRIPE_SECRET_KEY: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      API_PORT: 'four thousand',
      DATABASE_URL: 'mysql://localhost/shop',
      PUBLIC_URL: 'ftp://shop.example',
      LOG_LEVEL: 'loud',
      SEED_DEMO: 'maybe',
      NODE_ENV: 'staging',
    });
    const variables = problems.map((problem) => problem.split(':')[0]);
    expect(variables.sort()).toEqual(['API_PORT', 'DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'PUBLIC_URL', 'SEED_DEMO']);
    expect(problems.find((problem) => problem.startsWith('DATABASE_URL'))).toContain('postgres://');
  });

  it('reads the default locale and the domain-to-locale map, and refuses a bad one at startup', () => {
    const env = loadEnv({ DEFAULT_LOCALE: 'ru', LOCALE_DOMAINS: 'shop.fi=en, Shop.RU=ru' });
    expect(env.DEFAULT_LOCALE).toBe('ru');
    expect([...env.LOCALE_DOMAINS]).toEqual([
      ['shop.fi', 'en'],
      ['shop.ru', 'ru'],
    ]);
    expect(loadEnv({}).DEFAULT_LOCALE).toBeUndefined();
    expect(loadEnv({}).LOCALE_DOMAINS.size).toBe(0);
    expect(problemsOf({ DEFAULT_LOCALE: 'de' })).toEqual(['DEFAULT_LOCALE: must be one of en, ru']);
    expect(problemsOf({ LOCALE_DOMAINS: 'shop.fi=en,shop.de=de' })).toEqual([
      'LOCALE_DOMAINS: "shop.de=de": the locale must be one of en, ru',
    ]);
    expect(problemsOf({ LOCALE_DOMAINS: 'shop.fi' })[0]).toMatch(/^LOCALE_DOMAINS: "shop.fi" is not host=locale/);
  });

  it('names the variables in the error message', () => {
    expect(() => loadEnv({ API_PORT: '70000' })).toThrow(/API_PORT/);
  });

  it('requires an https PUBLIC_URL, and a strong JWT_SECRET shared by the processes of a PostgreSQL shop, in production', () => {
    expect(
      problemsOf({ ...LIVE, PUBLIC_URL: 'http://shop.example', DATABASE_URL: 'postgres://db/shop' })
        .map((problem) => problem.split(':')[0])
        .sort(),
    ).toEqual(['JWT_SECRET', 'PUBLIC_URL']);
    expect(problemsOf({ ...LIVE, JWT_SECRET: 'short', PUBLIC_URL: 'https://shop.example' })[0]).toMatch(
      /^JWT_SECRET: .*32/,
    );
    const secret = 'x'.repeat(40);
    expect(loadEnv({ ...LIVE, JWT_SECRET: secret, PUBLIC_URL: 'https://shop.example' }).JWT_SECRET).toBe(secret);
    // A production build run locally (e2e) stays on http://localhost.
    expect(loadEnv({ ...LIVE, JWT_SECRET: secret }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  describe('production never takes fake money or drops mail unless asked (QUALITY 19)', () => {
    const secret = 'x'.repeat(40);
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, PUBLIC_URL: 'https://shop.example' };

    it('refuses to start with no payment provider, naming STRIPE_SECRET_KEY, instead of turning the test gateway on', () => {
      const problems = problemsOf({ ...production, SMTP_URL: 'smtp://mail.example' });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^STRIPE_SECRET_KEY: is required in production/);
      expect(problems[0]).toContain('TEST_GATEWAY=on');
    });

    it('refuses to start with no way to send mail, naming SMTP_URL, instead of writing codes to a file', () => {
      const problems = problemsOf({ ...production, ...STRIPE });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^SMTP_URL: is required in production/);
      expect(problems[0]).toContain('MAIL_OUTBOX=file');
    });

    it('keeps the test gateway, the demo seed and the file outbox off with Stripe and SMTP set', () => {
      const env = loadEnv({ ...production, ...LIVE });
      expect(env.TEST_GATEWAY).toBe(false);
      expect(env.SEED_DEMO).toBe(false);
      expect(env.MAIL_OUTBOX).toBeNull();
    });

    it('turns each demo part on only when named: TEST_GATEWAY=on, SEED_DEMO=true, MAIL_OUTBOX=file', () => {
      const env = loadEnv({ ...production, TEST_GATEWAY: 'on', SEED_DEMO: 'true', MAIL_OUTBOX: 'file' });
      expect(env.TEST_GATEWAY).toBe(true);
      expect(env.SEED_DEMO).toBe(true);
      expect(env.MAIL_OUTBOX).toBe('file');
    });

    it('keeps the demo on outside production, where nothing is real', () => {
      const env = loadEnv({ NODE_ENV: 'development' });
      expect(env.TEST_GATEWAY).toBe(true);
      expect(env.SEED_DEMO).toBe(true);
      expect(env.MAIL_OUTBOX).toBe('file');
    });

    it('refuses half a Stripe setup and mail sent two ways, anywhere', () => {
      expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })[0]).toMatch(
        /^STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/,
      );
      expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })[0]).toMatch(
        /^STRIPE_SECRET_KEY: is required with STRIPE_WEBHOOK_SECRET/,
      );
      expect(problemsOf({ SMTP_URL: 'smtp://mail.example', MAIL_OUTBOX: 'file' })[0]).toMatch(/^MAIL_OUTBOX:/);
    });
  });

  it('keeps one random secret in the data folder for an embedded-database shop in production', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-env-'));
    const first = loadEnv({ ...LIVE, DATA_DIR: dataDir }).JWT_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    // A restart reads the same secret, so sessions survive it.
    expect(loadEnv({ ...LIVE, DATA_DIR: dataDir }).JWT_SECRET).toBe(first);
    expect(localSecret(dataDir)).toBe(first);
    const file = join(dataDir, 'secrets', 'jwt.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Another shop's folder gets its own.
    expect(localSecret(mkdtempSync(join(tmpdir(), 'shop-env-')))).not.toBe(first);
  });
});
