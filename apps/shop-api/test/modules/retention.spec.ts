import { expect, it } from 'vitest';
import { insertCustomer } from '../../src/modules/auth/repository';
import { CHANGE_LOG_RETENTION_MS } from '../../src/modules/changes/constants';
import { RETENTION } from '../../src/modules/retention/constants';
import { purgeExpired } from '../../src/modules/retention/service';
import { uniqueEmail } from '../helpers/auth';
import { describeEachDatabase } from '../helpers/build-app';

const DAY = 24 * 3_600_000;

describeEachDatabase(
  'retention (QUALITY.md item 25)',
  (shop) => {
    it('purges expired guest carts, OAuth states, codes, confirmations, reset links, sessions and stored answers, and keeps live ones', async () => {
      const { db, env } = shop();
      const now = Date.now();
      const customerId = await insertCustomer(db, { email: uniqueEmail(), password_hash: null, verified: true });
      const tag = (name: string) => `${name}-${now}`;

      await db
        .insertInto('carts')
        .values([
          { token: tag('old-guest'), customer_id: null, created_at: 0, updated_at: now - RETENTION.guestCartMs - 1 },
          {
            token: tag('live-guest'),
            customer_id: null,
            created_at: 0,
            updated_at: now - RETENTION.guestCartMs + 60_000,
          },
          // A customer's cart is theirs for as long as the account lives.
          { token: tag('customer'), customer_id: customerId, created_at: 0, updated_at: 0 },
        ])
        .execute();
      await db
        .insertInto('oauth_states')
        .values([
          {
            state: tag('old'),
            provider: 'google',
            code_verifier: 'v',
            redirect_to: null,
            locale: 'en',
            created_at: 0,
            expires_at: now - 1,
          },
          {
            state: tag('live'),
            provider: 'google',
            code_verifier: 'v',
            redirect_to: null,
            locale: 'en',
            created_at: now,
            expires_at: now + 60_000,
          },
        ])
        .execute();
      const code = (identity: string, expires: number) => ({
        identity: tag(identity),
        purpose: 'confirm',
        email: 'x@example.com',
        code_hash: 'h',
        attempts: 0,
        expires_at: expires,
        sent_at: 0,
        used_at: null,
      });
      await db
        .insertInto('email_codes')
        .values([code('old', now - RETENTION.emailCodeAfterExpiryMs - 1), code('recent', now - 60_000)])
        .execute();
      await db
        .insertInto('email_confirmations')
        .values([
          {
            identity: tag('old'),
            email: 'x@example.com',
            confirmed_at: now - RETENTION.emailConfirmationMs - 1,
            consumed_at: null,
          },
          { identity: tag('live'), email: 'x@example.com', confirmed_at: now - 60_000, consumed_at: null },
        ])
        .execute();
      await db
        .insertInto('password_resets')
        .values([
          {
            customer_id: customerId,
            token_hash: tag('old'),
            created_at: 0,
            expires_at: now - RETENTION.resetLinkAfterExpiryMs - 1,
            used_at: null,
          },
          {
            customer_id: customerId,
            token_hash: tag('live'),
            created_at: now,
            expires_at: now + 60_000,
            used_at: null,
          },
        ])
        .execute();
      const session = (
        jti: string,
        values: { expires_at?: number; revoked_at?: number | null; last_seen_at?: number },
      ) => ({
        jti: tag(jti),
        customer_id: customerId,
        created_at: now - DAY,
        expires_at: values.expires_at ?? now + DAY,
        revoked_at: values.revoked_at ?? null,
        last_seen_at: values.last_seen_at ?? now,
      });
      await db
        .insertInto('auth_sessions')
        .values([
          session('expired', { expires_at: now - 1 }),
          session('revoked', { revoked_at: now - 1 }),
          session('idle', { last_seen_at: now - env.SESSION_IDLE_DAYS * DAY - 1 }),
          session('live', {}),
        ])
        .execute();
      await db
        .insertInto('idempotency_keys')
        .values([
          {
            scope: 'checkout',
            key: tag('old'),
            request_hash: 'h',
            status: 201,
            body: '{"contact":{"email":"x@example.com"}}',
            created_at: now - RETENTION.idempotencyAnswerMs - 1,
          },
          { scope: 'checkout', key: tag('live'), request_hash: 'h', status: 201, body: '{}', created_at: now - 60_000 },
        ])
        .execute();

      // Change-log entries older than a day go, except the newest, whatever its age.
      await db
        .insertInto('catalog_changes')
        .values([
          { scope: 'product', key: '1', created_at: now - CHANGE_LOG_RETENTION_MS - 2 },
          { scope: 'all', key: null, created_at: now - CHANGE_LOG_RETENTION_MS - 1 },
          { scope: 'product', key: '2', created_at: now - 60_000 },
          { scope: 'product', key: '3', created_at: now - CHANGE_LOG_RETENTION_MS - 1 },
        ])
        .execute();

      const purged = await purgeExpired(db, env, now);
      for (const count of Object.values(purged)) expect(count).toBeGreaterThanOrEqual(1);
      expect(purged.sessions).toBeGreaterThanOrEqual(3);

      const left = async (rows: Promise<Array<Record<string, unknown>>>) =>
        (await rows)
          .map((row) => Object.values(row)[0])
          .filter((value) => String(value).endsWith(`-${now}`))
          .sort();
      expect(await left(db.selectFrom('carts').select('token').execute())).toEqual([
        tag('customer'),
        tag('live-guest'),
      ]);
      expect(await left(db.selectFrom('oauth_states').select('state').execute())).toEqual([tag('live')]);
      expect(await left(db.selectFrom('email_codes').select('identity').execute())).toEqual([tag('recent')]);
      expect(await left(db.selectFrom('email_confirmations').select('identity').execute())).toEqual([tag('live')]);
      expect(await left(db.selectFrom('password_resets').select('token_hash').execute())).toEqual([tag('live')]);
      expect(await left(db.selectFrom('auth_sessions').select('jti').execute())).toEqual([tag('live')]);
      expect(await left(db.selectFrom('idempotency_keys').select('key').execute())).toEqual([tag('live')]);
      expect(purged.catalogChanges).toBe(2);
      expect(
        (await db.selectFrom('catalog_changes').select('key').orderBy('id').execute()).map((row) => row.key),
      ).toEqual(['2', '3']);

      // A second sweep finds nothing more of these.
      const again = await purgeExpired(db, env, now);
      expect(again.sessions + again.guestCarts + again.oauthStates).toBe(0);
    });

    it('runs on a schedule in every API process', async () => {
      expect(shop().app.hasPlugin('retention-sweeper')).toBe(true);
    });
  },
  { seed: false },
);
