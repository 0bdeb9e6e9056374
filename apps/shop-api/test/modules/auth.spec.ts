import { createHmac, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { LIMITS } from '../../src/modules/auth/constants';
import { hashPassword } from '../../src/modules/auth/password';
import { authService } from '../../src/modules/auth/service';
import { SESSION_TTL_SECONDS } from '../../src/plugins/app/session';
import {
  call,
  codeOf,
  lastMailTo,
  mailsTo,
  randomIp,
  registerAccount,
  sendCode,
  setCookie,
  uniqueEmail,
} from '../helpers/auth';
import { describeEachDatabase } from '../helpers/build-app';
import { expectMatchesContract, expectProblem } from '../helpers/contract';

const LOGIN = '/api/auth/login';
const USER = '/api/auth/user';
const LOGOUT = '/api/auth/logout';
const REGISTER = '/api/auth/register';
const SEND = '/api/v1/customer/send-email-confirmation-code';
const CHECK = '/api/v1/customer/check-email-confirmation-code';
const BY_CONFIRMED = '/api/auth/login/by-confirmed-email';

describeEachDatabase('sign-in with a password', (shop) => {
  it('signs in, sets an HttpOnly SameSite=Lax cookie and answers the user', async () => {
    const account = await registerAccount(shop());
    const response = await call(shop(), 'POST', LOGIN, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = expectMatchesContract('POST', LOGIN, response) as {
      user: { email: string; email_verified: boolean; first_name: string };
    };
    expect(body.user).toMatchObject({ email: account.email, email_verified: true, first_name: 'Anna' });
    const cookie = setCookie(response, 'jwt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_TTL_SECONDS });
    // The token reaches no page script: it is in no body, only in the HttpOnly cookie.
    expect(response.body).not.toContain(cookie?.value ?? 'no cookie');
    // PUBLIC_URL is http://localhost here: Secure only outside localhost.
    expect(cookie?.secure).toBeFalsy();
    const user = await call(shop(), 'GET', USER, undefined, { cookie: `jwt=${cookie?.value ?? ''}` });
    expect(expectMatchesContract('GET', USER, user)).toMatchObject({ id: account.id, email: account.email });
    expect(user.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const account = await registerAccount(shop());
    const wrong = await call(shop(), 'POST', LOGIN, { email: account.email, password: 'not the password' });
    const unknown = await call(shop(), 'POST', LOGIN, { email: uniqueEmail('nobody'), password: 'not the password' });
    const a = expectProblem(wrong, 401);
    const b = expectProblem(unknown, 401);
    expect(a.detail).toBe(b.detail);
    expect(setCookie(wrong, 'jwt')).toBeUndefined();
  });

  it('refuses passwords outside 8 to 64 characters and takes 64 Unicode characters whole', async () => {
    const email = uniqueEmail();
    const { identity, code } = await sendCode(shop(), email);
    for (const password of ['short7!', 'x'.repeat(65)]) {
      const response = await call(shop(), 'POST', REGISTER, { identity, email, password, code });
      expect(expectProblem(response, 400).errors).toHaveProperty('password');
    }
    const long = 'пароль🙂'.repeat(8).slice(0, 64);
    const created = await call(shop(), 'POST', REGISTER, { identity, email, password: long, code });
    expect(created.statusCode, created.body).toBe(201);
    // Never truncated: the same password less its last character is wrong.
    expect((await call(shop(), 'POST', LOGIN, { email, password: long.slice(0, 63) })).statusCode).toBe(401);
    expect((await call(shop(), 'POST', LOGIN, { email, password: long })).statusCode).toBe(200);
    const row = await shop()
      .db.selectFrom('customers')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gives a guest, a garbage token and a revoked token an empty user, and logout revokes', async () => {
    expect((await call(shop(), 'GET', USER)).json()).toEqual({});
    expect((await call(shop(), 'GET', USER, undefined, { token: 'not.a.token' })).json()).toEqual({});
    const account = await registerAccount(shop());
    expect((await call(shop(), 'GET', USER, undefined, { token: account.token })).json()).toMatchObject({
      id: account.id,
    });
    const out = await call(shop(), 'POST', LOGOUT, undefined, { cookie: `jwt=${account.token}` });
    expect(expectMatchesContract('POST', LOGOUT, out)).toEqual({ ok: true });
    expect(setCookie(out, 'jwt')).toMatchObject({ value: '', maxAge: 0 });
    // Unusable afterwards, as a cookie and as a Bearer token.
    expect((await call(shop(), 'GET', USER, undefined, { token: account.token })).json()).toEqual({});
    expect((await call(shop(), 'GET', USER, undefined, { cookie: `jwt=${account.token}` })).json()).toEqual({});
    expectProblem(
      await call(shop(), 'GET', '/api/v1/customer/get-auth-with-roles', undefined, { token: account.token }),
      401,
    );
    // Twice is harmless.
    expect((await call(shop(), 'POST', LOGOUT)).statusCode).toBe(200);
  });

  it('leaves no older token valid after signing out: a new sign-in revokes the session the request carried', async () => {
    const account = await registerAccount(shop());
    const again = await call(
      shop(),
      'POST',
      LOGIN,
      { email: account.email, password: account.password },
      { cookie: `jwt=${account.token}` },
    );
    const fresh = setCookie(again, 'jwt')?.value ?? '';
    expect(fresh).not.toBe(account.token);
    await call(shop(), 'POST', LOGOUT, undefined, { cookie: `jwt=${fresh}` });
    for (const token of [account.token, fresh])
      expect((await call(shop(), 'GET', USER, undefined, { token })).json()).toEqual({});
  });

  it('ends a session unused for SESSION_IDLE_DAYS, and keeps one in use alive', async () => {
    const account = await registerAccount(shop());
    const idle = shop().env.SESSION_IDLE_DAYS * 24 * 3_600_000;
    const jti = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti: string }).jti;
    await shop()
      .db.updateTable('auth_sessions')
      .set({ last_seen_at: Date.now() - idle + 60_000 })
      .where('jti', '=', jti(account.token))
      .execute();
    // Used a minute before the timeout: accepted, and the use is written down.
    expect((await call(shop(), 'GET', USER, undefined, { token: account.token })).json()).toMatchObject({
      id: account.id,
    });
    const seen = await shop()
      .db.selectFrom('auth_sessions')
      .select('last_seen_at')
      .where('jti', '=', jti(account.token))
      .executeTakeFirstOrThrow();
    expect(seen.last_seen_at).toBeGreaterThan(Date.now() - 60_000);
    await shop()
      .db.updateTable('auth_sessions')
      .set({ last_seen_at: Date.now() - idle - 1 })
      .where('jti', '=', jti(account.token))
      .execute();
    expect((await call(shop(), 'GET', USER, undefined, { token: account.token })).json()).toEqual({});
  });

  it('refuses a token signed with another key or tampered with', async () => {
    const account = await registerAccount(shop());
    const [header, payload, signature] = account.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${signature}`;
    expect((await call(shop(), 'GET', USER, undefined, { token: forged })).json()).toEqual({});
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await call(shop(), 'GET', USER, undefined, { token: none })).json()).toEqual({});
  });

  it('answers get-auth-with-roles for a customer and 401 for a guest', async () => {
    const account = await registerAccount(shop());
    const response = await call(shop(), 'GET', '/api/v1/customer/get-auth-with-roles', undefined, {
      token: account.token,
    });
    expect(expectMatchesContract('GET', '/api/v1/customer/get-auth-with-roles', response)).toMatchObject({
      user: { id: account.id },
      roles: ['customer'],
    });
    expectProblem(await call(shop(), 'GET', '/api/v1/customer/get-auth-with-roles'), 401);
  });

  it('refuses a sign-in posted from a foreign origin', async () => {
    const account = await registerAccount(shop());
    const response = await call(
      shop(),
      'POST',
      LOGIN,
      { email: account.email, password: account.password },
      { origin: 'https://evil.example' },
    );
    expectProblem(response, 403);
    expect(setCookie(response, 'jwt')).toBeUndefined();
  });

  it('tells anonymous callers only whether an e-mail is registered', async () => {
    const account = await registerAccount(shop());
    const yes = await call(
      shop(),
      'GET',
      `/api/v1/customer/get-by-email?email=${encodeURIComponent(account.email.toUpperCase())}`,
    );
    expect(expectMatchesContract('GET', '/api/v1/customer/get-by-email', yes)).toEqual({ exists: true });
    const no = await call(shop(), 'GET', `/api/v1/customer/get-by-email?email=${uniqueEmail('nobody')}`);
    expect(no.json()).toEqual({ exists: false });
    expectProblem(await call(shop(), 'GET', '/api/v1/customer/get-by-email?email=not-an-email'), 400);
  });
});

describeEachDatabase('e-mailed codes', (shop) => {
  it('sends a 6-digit code in the shopper language and returns an identity key', async () => {
    const email = uniqueEmail();
    const response = await call(shop(), 'POST', `${SEND}?lang=ru`, { email, identity: null });
    const body = expectMatchesContract('POST', SEND, response) as { identity: string; resend_after: number };
    expect(body.identity).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body.resend_after).toBe(60);
    const mail = await lastMailTo(shop(), email);
    expect(mail.locale).toBe('ru');
    expect(mail.subject).toMatch(/код/);
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    const row = await shop()
      .db.selectFrom('email_codes')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(codeOf(mail));
    expect(row.expires_at - row.sent_at).toBe(10 * 60_000);
  });

  it('refuses a resend within 60 seconds with Retry-After, and then replaces the code', async () => {
    const email = uniqueEmail();
    const first = await sendCode(shop(), email);
    const again = await call(shop(), 'POST', SEND, { email, identity: first.identity });
    expectProblem(again, 429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    await shop()
      .db.updateTable('email_codes')
      .set({ sent_at: Date.now() - 61_000 })
      .where('email', '=', email)
      .execute();
    const second = await sendCode(shop(), email, first.identity);
    expect(second.identity).toBe(first.identity);
    if (second.code !== first.code) {
      // The first code no longer works once a new one is sent.
      expect(
        (await call(shop(), 'POST', CHECK, { email, identity: first.identity, code: first.code })).json(),
      ).toMatchObject({ result: 0 });
    }
    expect((await call(shop(), 'POST', CHECK, { email, identity: first.identity, code: second.code })).json()).toEqual({
      result: 1,
      attempts_left: second.code !== first.code ? 3 : 4,
    });
  });

  it('accepts the right code once; a wrong one counts down and after 5 the code is dead', async () => {
    const email = uniqueEmail();
    const { identity, code } = await sendCode(shop(), email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left -= 1) {
      const response = await call(shop(), 'POST', CHECK, { email, identity, code: wrong });
      expect(expectMatchesContract('POST', CHECK, response)).toEqual({ result: 0, attempts_left: left });
    }
    // Five wrong tries: even the right code is refused now.
    expect(expectProblem(await call(shop(), 'POST', CHECK, { email, identity, code }), 422).errors).toEqual({
      code: ['validation.code_expired'],
    });

    const fresh = uniqueEmail();
    const sent = await sendCode(shop(), fresh);
    expect(
      (await call(shop(), 'POST', CHECK, { email: fresh, identity: sent.identity, code: sent.code })).json(),
    ).toEqual({ result: 1, attempts_left: 4 });
    expectProblem(await call(shop(), 'POST', CHECK, { email: fresh, identity: sent.identity, code: sent.code }), 422);
  });

  it('refuses a code under another identity, for another e-mail, or after 10 minutes', async () => {
    const email = uniqueEmail();
    const { identity, code } = await sendCode(shop(), email);
    const other = await sendCode(shop(), uniqueEmail());
    expectProblem(await call(shop(), 'POST', CHECK, { email, identity: other.identity, code }), 422);
    expectProblem(await call(shop(), 'POST', CHECK, { email: uniqueEmail(), identity, code }), 422);
    await shop()
      .db.updateTable('email_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('email', '=', email)
      .execute();
    expectProblem(await call(shop(), 'POST', CHECK, { email, identity, code }), 422);
  });

  it('compares at most 5 of 50 parallel guesses, and refuses the right code sent among them after the fifth wrong one', async () => {
    const email = uniqueEmail();
    const { identity, code } = await sendCode(shop(), email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // The service itself, so the per-address and per-e-mail limits are not what stops the guesses.
    const auth = authService(shop().app);
    const guesses = Array.from({ length: 50 }, (_, i) => (i === 49 ? code : wrong(i)));
    const answers = await Promise.allSettled(guesses.map((guess) => auth.checkCode(email, identity, guess, null)));
    const compared = answers.filter((answer) => answer.status === 'fulfilled');
    expect(compared).toHaveLength(5);
    expect(compared.map((answer) => answer.value.result)).toEqual([0, 0, 0, 0, 0]);
    expect(answers[49]?.status).toBe('rejected');
    expect(
      await shop()
        .db.selectFrom('email_codes')
        .select(['attempts', 'used_at'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow(),
    ).toEqual({ attempts: 5, used_at: null });
    expectProblem(await call(shop(), 'POST', CHECK, { email, identity, code }), 422);
  });

  it('lets only one of two parallel right answers through', async () => {
    const email = uniqueEmail();
    const { identity, code } = await sendCode(shop(), email);
    const answers = await Promise.all([0, 1, 2].map(() => call(shop(), 'POST', CHECK, { email, identity, code })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('reports the pending e-mail with seconds since sending, and confirmed e-mails after', async () => {
    const email = uniqueEmail();
    const { identity, code } = await sendCode(shop(), email);
    const pending = await call(shop(), 'GET', `/api/v1/customer/get-unconfirmed-email?identity=${identity}`);
    expect(expectMatchesContract('GET', '/api/v1/customer/get-unconfirmed-email', pending)).toMatchObject({ email });
    expect(pending.json<{ sent_at: number }>().sent_at).toBeLessThan(5);
    const none = await call(shop(), 'GET', `/api/v1/customer/get-confirmed-emails?identity=${identity}`);
    expect(none.json()).toEqual({ items: [] });
    await call(shop(), 'POST', CHECK, { email, identity, code });
    expectProblem(await call(shop(), 'GET', `/api/v1/customer/get-unconfirmed-email?identity=${identity}`), 404);
    const confirmed = await call(shop(), 'GET', `/api/v1/customer/get-confirmed-emails?identity=${identity}`);
    expect(expectMatchesContract('GET', '/api/v1/customer/get-confirmed-emails', confirmed)).toMatchObject({
      items: [{ email }],
    });
    expectProblem(await call(shop(), 'GET', '/api/v1/customer/get-confirmed-emails?identity=short'), 400);
  });

  it('signs in by a confirmed e-mail once, and answers 401 the same way for every failure', async () => {
    const account = await registerAccount(shop());
    const { identity, code } = await sendCode(shop(), account.email);
    const before = await call(shop(), 'POST', BY_CONFIRMED, { email: account.email, identity });
    const beforeProblem = expectProblem(before, 401);
    await call(shop(), 'POST', CHECK, { email: account.email, identity, code });
    const signedIn = await call(shop(), 'POST', BY_CONFIRMED, { email: account.email, identity });
    const body = expectMatchesContract('POST', BY_CONFIRMED, signedIn) as { user: { id: number } };
    expect(body.user.id).toBe(account.id);
    expect(setCookie(signedIn, 'jwt')?.httpOnly).toBe(true);
    // Single use.
    expect(
      expectProblem(await call(shop(), 'POST', BY_CONFIRMED, { email: account.email, identity }), 401).detail,
    ).toBe(beforeProblem.detail);
    // A confirmed e-mail without an account.
    const stranger = uniqueEmail();
    const sent = await sendCode(shop(), stranger);
    await call(shop(), 'POST', CHECK, { email: stranger, identity: sent.identity, code: sent.code });
    expect(
      expectProblem(await call(shop(), 'POST', BY_CONFIRMED, { email: stranger, identity: sent.identity }), 401).detail,
    ).toBe(beforeProblem.detail);
  });

  it('confirms the signed-in customer e-mail when the code is for it', async () => {
    const account = await registerAccount(shop());
    await shop().db.updateTable('customers').set({ email_verified_at: null }).where('id', '=', account.id).execute();
    await shop()
      .db.updateTable('email_codes')
      .set({ sent_at: Date.now() - 61_000 })
      .where('email', '=', account.email)
      .execute();
    const { code } = await sendCode(shop(), account.email, account.identity);
    await call(
      shop(),
      'POST',
      CHECK,
      { email: account.email, identity: account.identity, code },
      { token: account.token },
    );
    expect((await call(shop(), 'GET', USER, undefined, { token: account.token })).json()).toMatchObject({
      email_verified: true,
    });
  });

  it('adds another e-mail a signed-in customer confirms to their confirmed e-mails, not a guest’s', async () => {
    const account = await registerAccount(shop());
    const other = uniqueEmail();
    const sent = await sendCode(shop(), other, account.identity);
    const check = await call(
      shop(),
      'POST',
      CHECK,
      { email: other, identity: account.identity, code: sent.code },
      { token: account.token },
    );
    expect(check.json()).toMatchObject({ result: 1 });
    const profile = (await call(shop(), 'GET', '/api/v1/profile', undefined, { token: account.token })).json();
    expect(profile.customer.email).toBe(account.email);
    expect(profile.customer.confirmed_emails.map((row: { email: string }) => row.email)).toEqual([
      other,
      account.email,
    ]);
    // Confirmed by a guest under the same identity, an address joins no account.
    const third = uniqueEmail();
    const guest = await sendCode(shop(), third, account.identity);
    await call(shop(), 'POST', CHECK, { email: third, identity: account.identity, code: guest.code });
    const after = (await call(shop(), 'GET', '/api/v1/profile', undefined, { token: account.token })).json();
    expect(after.customer.confirmed_emails).toHaveLength(2);
  });
});

describeEachDatabase('registration', (shop) => {
  it('creates a signed-in, verified account with 201', async () => {
    const email = uniqueEmail();
    const { identity, code } = await sendCode(shop(), email);
    const response = await call(shop(), 'POST', REGISTER, {
      identity,
      email,
      password: 'correct horse battery',
      code,
      first_name: 'Anna',
      last_name: 'Virtanen',
      phone: '+358401234567',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = expectMatchesContract('POST', REGISTER, response) as {
      id: number;
      phone: string;
      user: Record<string, unknown>;
    };
    expect(body).toMatchObject({
      email,
      phone: '+358401234567',
      user: { first_name: 'Anna', last_name: 'Virtanen', email_verified: true },
    });
    expect(setCookie(response, 'jwt')?.httpOnly).toBe(true);
    // The same code cannot make a second account.
    expectProblem(
      await call(shop(), 'POST', REGISTER, { identity, email: uniqueEmail(), password: 'correct horse battery', code }),
      422,
    );
  });

  it('answers 409 for a registered e-mail and 422 for a wrong code, creating nothing', async () => {
    const account = await registerAccount(shop());
    await shop()
      .db.updateTable('email_codes')
      .set({ sent_at: Date.now() - 61_000 })
      .where('email', '=', account.email)
      .execute();
    const again = await sendCode(shop(), account.email, account.identity);
    expect(
      expectProblem(
        await call(shop(), 'POST', REGISTER, {
          identity: account.identity,
          email: account.email,
          password: 'another password',
          code: again.code,
        }),
        409,
      ).errors,
    ).toEqual({
      email: ['validation.email_taken'],
    });
    const email = uniqueEmail();
    const { identity, code } = await sendCode(shop(), email);
    const wrong = code === '999999' ? '000000' : '999999';
    expect(
      expectProblem(
        await call(shop(), 'POST', REGISTER, { identity, email, password: 'correct horse battery', code: wrong }),
        422,
      ).errors,
    ).toEqual({ code: ['validation.code_invalid'] });
    expect(
      await shop().db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('accepts a code already checked by check-email-confirmation-code', async () => {
    const email = uniqueEmail();
    const { identity, code } = await sendCode(shop(), email);
    expect((await call(shop(), 'POST', CHECK, { email, identity, code })).json()).toMatchObject({ result: 1 });
    const response = await call(shop(), 'POST', REGISTER, { identity, email, password: 'correct horse battery', code });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('makes one account of two parallel registrations', async () => {
    const email = uniqueEmail();
    const a = await sendCode(shop(), email);
    const b = await sendCode(shop(), email);
    const answers = await Promise.all([
      call(shop(), 'POST', REGISTER, { identity: a.identity, email, password: 'correct horse battery', code: a.code }),
      call(shop(), 'POST', REGISTER, { identity: b.identity, email, password: 'correct horse battery', code: b.code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await shop().db.selectFrom('customers').select('id').where('email', '=', email).execute()).length).toBe(1);
  });
});

describeEachDatabase('password reset', (shop) => {
  const linkOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'http://missing/');

  it('mails a single-use link, answers the same for unknown e-mails, and signs in with the new password', async () => {
    const account = await registerAccount(shop());
    const unknown = await call(shop(), 'POST', '/api/auth/forgot-password/send-email', {
      email: uniqueEmail('nobody'),
    });
    const known = await call(shop(), 'POST', '/api/auth/forgot-password/send-email?lang=ru', { email: account.email });
    expect(expectMatchesContract('POST', '/api/auth/forgot-password/send-email', known)).toEqual({ ok: true });
    expect(unknown.json()).toEqual(known.json());
    const mail = await lastMailTo(
      shop(),
      account.email,
      1 + (await mailsTo(shop(), account.email)).filter((m) => m.template === 'email-code').length,
    );
    expect(mail).toMatchObject({ template: 'password-reset', locale: 'ru' });
    const link = linkOf(mail.text);
    expect(link.pathname).toBe('/ru/reset-password');
    const token = link.searchParams.get('token') ?? '';
    expect(link.searchParams.get('email')).toBe(account.email);

    const status = await call(shop(), 'GET', `/api/auth/reset-password/${token}`);
    expect(expectMatchesContract('GET', '/api/auth/reset-password/{token}', status)).toEqual({
      valid: true,
      email_masked: expect.stringMatching(/^s\*+@e\*+\.com$/),
    });

    // Another e-mail with the token: refused, and the token still works after.
    expect(
      expectProblem(
        await call(shop(), 'POST', '/api/auth/reset-password', {
          token,
          email: uniqueEmail(),
          password: 'a new long passphrase',
        }),
        422,
      ).errors,
    ).toHaveProperty('email');
    const reset = await call(shop(), 'POST', '/api/auth/reset-password', {
      token,
      email: account.email,
      password: 'a new long passphrase',
    });
    expect(expectMatchesContract('POST', '/api/auth/reset-password', reset)).toEqual({ ok: true });
    const newToken = setCookie(reset, 'jwt')?.value ?? '';
    expect((await call(shop(), 'GET', USER, undefined, { token: newToken })).json()).toMatchObject({ id: account.id });
    // Sessions from before the reset are over; the old password is gone; the link is used.
    expect((await call(shop(), 'GET', USER, undefined, { token: account.token })).json()).toEqual({});
    expect((await call(shop(), 'POST', LOGIN, { email: account.email, password: account.password })).statusCode).toBe(
      401,
    );
    expect(
      (await call(shop(), 'POST', LOGIN, { email: account.email, password: 'a new long passphrase' })).statusCode,
    ).toBe(200);
    expect((await call(shop(), 'GET', `/api/auth/reset-password/${token}`)).json()).toEqual({
      valid: false,
      email_masked: null,
    });
    expectProblem(
      await call(shop(), 'POST', '/api/auth/reset-password', {
        token,
        email: account.email,
        password: 'yet another passphrase',
      }),
      422,
    );
  });

  it('compares at most 5 of 50 parallel guesses of a reset token, refuses the right one after them, and a reset ends the other links and sessions', async () => {
    const account = await registerAccount(shop());
    const linkFor = async (count: number) => {
      await call(shop(), 'POST', '/api/auth/forgot-password/send-email', { email: account.email });
      return linkOf((await lastMailTo(shop(), account.email, count)).text).searchParams.get('token') ?? '';
    };
    const mailsBefore = (await mailsTo(shop(), account.email)).length;
    const token = await linkFor(mailsBefore + 1);
    const auth = authService(shop().app);
    const guesses = Array.from({ length: 50 }, (_, i) => (i === 49 ? token : randomBytes(32).toString('base64url')));
    const answers = await Promise.allSettled(
      guesses.map((guess) => auth.resetPassword(guess, account.email, 'a new long passphrase')),
    );
    expect(answers.every((answer) => answer.status === 'rejected')).toBe(true);
    expect(
      (
        await shop()
          .db.selectFrom('password_resets')
          .select('attempts')
          .where('customer_id', '=', account.id)
          .executeTakeFirstOrThrow()
      ).attempts,
    ).toBe(5);
    expect((await call(shop(), 'GET', `/api/auth/reset-password/${token}`)).json()).toEqual({
      valid: false,
      email_masked: null,
    });

    // Two fresh links and a second device: resetting with one ends the other and every older session.
    const first = await linkFor(mailsBefore + 2);
    const second = await linkFor(mailsBefore + 3);
    const otherDevice = await call(shop(), 'POST', LOGIN, { email: account.email, password: account.password });
    const otherToken = setCookie(otherDevice, 'jwt')?.value ?? '';
    const reset = await call(shop(), 'POST', '/api/auth/reset-password', {
      token: second,
      email: account.email,
      password: 'a new long passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(shop(), 'GET', `/api/auth/reset-password/${first}`)).json()).toEqual({
      valid: false,
      email_masked: null,
    });
    expectProblem(
      await call(shop(), 'POST', '/api/auth/reset-password', {
        token: first,
        email: account.email,
        password: 'an attacker passphrase',
      }),
      422,
    );
    for (const old of [account.token, otherToken])
      expect((await call(shop(), 'GET', USER, undefined, { token: old })).json()).toEqual({});
    expect(
      (await call(shop(), 'GET', USER, undefined, { token: setCookie(reset, 'jwt')?.value ?? '' })).json(),
    ).toMatchObject({ id: account.id });
  });

  it('refuses an expired or unknown token', async () => {
    const account = await registerAccount(shop());
    await call(shop(), 'POST', '/api/auth/forgot-password/send-email', { email: account.email });
    const mail = await lastMailTo(shop(), account.email, 2);
    const token = linkOf(mail.text).searchParams.get('token') ?? '';
    await shop()
      .db.updateTable('password_resets')
      .set({ expires_at: Date.now() - 1 })
      .where('customer_id', '=', account.id)
      .execute();
    expectProblem(
      await call(shop(), 'POST', '/api/auth/reset-password', {
        token,
        email: account.email,
        password: 'a new long passphrase',
      }),
      422,
    );
    expect((await call(shop(), 'GET', `/api/auth/reset-password/${'A'.repeat(43)}`)).json()).toEqual({
      valid: false,
      email_masked: null,
    });
    expectProblem(await call(shop(), 'GET', '/api/auth/reset-password/short'), 400);
  });
});

describeEachDatabase('e-mail verification links', (shop) => {
  it('verifies by a signed link and refuses tampered, expired or stale ones', async () => {
    const { authService } = await import('../../src/modules/auth/service');
    const account = await registerAccount(shop());
    await shop().db.updateTable('customers').set({ email_verified_at: null }).where('id', '=', account.id).execute();
    const auth = authService(shop().app);
    const link = new URL(auth.verificationLink({ id: account.id, email: account.email }, 'en'));
    const [, , id, hash] = link.pathname.split('/');
    const api = (path: string, query: URLSearchParams) =>
      call(shop(), 'POST', `/api/auth/verify-email/${path}?${query.toString()}`);
    const query = link.searchParams;
    const tampered = new URLSearchParams(query);
    tampered.set('expires', String(Number(query.get('expires')) + 1));
    expectProblem(await api(`${id}/${hash}`, tampered), 403);
    const ok = await api(`${id}/${hash}`, query);
    expect(expectMatchesContract('POST', '/api/auth/verify-email/{id}/{hash}', ok)).toEqual({ verified: true });
    expect((await api(`${id}/${hash}`, query)).statusCode).toBe(200);
    expect((await call(shop(), 'GET', USER, undefined, { token: account.token })).json()).toMatchObject({
      email_verified: true,
    });

    const old = new URL(
      auth.verificationLink({ id: account.id, email: account.email }, 'en', Date.now() - 49 * 3_600_000),
    );
    expectProblem(await api(old.pathname.split('/').slice(2).join('/'), old.searchParams), 403);
    const unknown = new URL(auth.verificationLink({ id: 999_999, email: account.email }, 'en'));
    expectProblem(await api(unknown.pathname.split('/').slice(2).join('/'), unknown.searchParams), 404);
    const otherEmail = new URL(auth.verificationLink({ id: account.id, email: 'old@example.com' }, 'en'));
    expectProblem(await api(otherEmail.pathname.split('/').slice(2).join('/'), otherEmail.searchParams), 403);
  });
});

describeEachDatabase('throttling', (shop) => {
  it('refuses a stranger guessing a customer password from one address, not the customer signing in from theirs', async () => {
    const account = await registerAccount(shop());
    const stranger = randomIp();
    for (let i = 0; i < LIMITS.login.pair.max; i += 1) {
      expect(
        (await call(shop(), 'POST', LOGIN, { email: account.email, password: 'wrong password' }, { ip: stranger }))
          .statusCode,
      ).toBe(401);
    }
    const limited = await call(
      shop(),
      'POST',
      LOGIN,
      { email: account.email, password: account.password },
      { ip: stranger },
    );
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refused tries do not count towards the e-mail's own cap, and the customer is not locked out.
    for (let i = 0; i < 30; i += 1)
      expectProblem(
        await call(shop(), 'POST', LOGIN, { email: account.email, password: 'wrong password' }, { ip: stranger }),
        429,
      );
    expect((await call(shop(), 'POST', LOGIN, { email: account.email, password: account.password })).statusCode).toBe(
      200,
    );
  });

  it('limits sign-in tries per address across e-mails', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMITS.login.ip.max; i += 1) {
      expect(
        (await call(shop(), 'POST', LOGIN, { email: uniqueEmail(), password: 'wrong password' }, { ip })).statusCode,
      ).toBe(401);
    }
    const limited = await call(shop(), 'POST', LOGIN, { email: uniqueEmail(), password: 'wrong password' }, { ip });
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits code sending, code checking, resets and get-by-email per address and per e-mail', async () => {
    const perEmail = async (
      url: string,
      body: (i: number) => unknown,
      max: number,
      method: 'GET' | 'POST' = 'POST',
      path?: (i: number) => string,
    ) => {
      for (let i = 0; i < max; i += 1) {
        const response = await call(shop(), method, path ? path(i) : url, body(i));
        expect(response.statusCode, `${url} #${i}: ${response.body}`).not.toBe(429);
      }
      const limited = await call(shop(), method, path ? path(max) : url, body(max));
      expect(limited.statusCode, `${url}: ${limited.body}`).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    };
    const email = uniqueEmail();
    // Each send under a new identity, so the 60 s resend rule is not what stops it.
    await perEmail(SEND, () => ({ email, identity: null }), LIMITS.sendCode.email.max);
    const checked = uniqueEmail();
    await perEmail(
      CHECK,
      () => ({ email: checked, identity: 'x'.repeat(22), code: '123456' }),
      LIMITS.checkCode.email.max,
    );
    const reset = uniqueEmail();
    await perEmail('/api/auth/forgot-password/send-email', () => ({ email: reset }), LIMITS.forgotPassword.email.max);
    const lookedUp = uniqueEmail();
    await perEmail(
      '',
      () => undefined,
      LIMITS.getByEmail.email.max,
      'GET',
      () => `/api/v1/customer/get-by-email?email=${lookedUp}`,
    );

    const ip = randomIp();
    for (let i = 0; i < LIMITS.getByEmail.ip.max; i += 1) {
      expect(
        (await call(shop(), 'GET', `/api/v1/customer/get-by-email?email=${uniqueEmail()}`, undefined, { ip }))
          .statusCode,
      ).toBe(200);
    }
    expectProblem(
      await call(shop(), 'GET', `/api/v1/customer/get-by-email?email=${uniqueEmail()}`, undefined, { ip }),
      429,
    );
    // From one address, an e-mail's pair limit comes first.
    const pairIp = randomIp();
    const paired = uniqueEmail();
    for (let i = 0; i < LIMITS.sendCode.pair.max; i += 1) {
      expect((await call(shop(), 'POST', SEND, { email: paired, identity: null }, { ip: pairIp })).statusCode).toBe(
        200,
      );
    }
    expectProblem(await call(shop(), 'POST', SEND, { email: paired, identity: null }, { ip: pairIp }), 429);
    expect((await call(shop(), 'POST', SEND, { email: paired, identity: null })).statusCode).toBe(200);
    const sendIp = randomIp();
    for (let i = 0; i < LIMITS.sendCode.ip.max; i += 1) {
      expect((await call(shop(), 'POST', SEND, { email: uniqueEmail() }, { ip: sendIp })).statusCode).toBe(200);
    }
    expectProblem(await call(shop(), 'POST', SEND, { email: uniqueEmail() }, { ip: sendIp }), 429);
  });
});

it('hashes with argon2id and the OWASP parameters', async () => {
  expect(await hashPassword('correct horse battery')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});

describeEachDatabase(
  'the session cookie of an https shop',
  (shop) => {
    it('is __Host-jwt: Secure, path /, no Domain, so no other host can set or read it; the plain jwt name is not read', async () => {
      const email = uniqueEmail();
      const { identity, code } = await sendCode(shop(), email);
      const origin = 'https://shop.example';
      const response = await call(
        shop(),
        'POST',
        REGISTER,
        { identity, email, password: 'correct horse battery', code },
        { origin },
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(setCookie(response, 'jwt')).toBeUndefined();
      const cookie = setCookie(response, '__Host-jwt');
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
      const token = cookie?.value ?? '';
      expect((await call(shop(), 'GET', USER, undefined, { cookie: `__Host-jwt=${token}` })).json()).toMatchObject({
        email,
      });
      expect((await call(shop(), 'GET', USER, undefined, { cookie: `jwt=${token}` })).json()).toEqual({});
      const out = await call(shop(), 'POST', LOGOUT, undefined, { cookie: `__Host-jwt=${token}`, origin });
      expect(setCookie(out, '__Host-jwt')).toMatchObject({ value: '', maxAge: 0, secure: true, path: '/' });
    });

    it('signs the OAuth state cookie with a key of its own, not JWT_SECRET itself', async () => {
      const signedWithSecret = `state.${createHmac('sha256', shop().env.JWT_SECRET).update('state').digest('base64').replace(/=/g, '')}`;
      expect(shop().app.unsignCookie(signedWithSecret).valid).toBe(false);
      expect(shop().app.unsignCookie(shop().app.signCookie('state')).valid).toBe(true);
    });
  },
  { seed: false, env: { PUBLIC_URL: 'https://shop.example' } },
);
