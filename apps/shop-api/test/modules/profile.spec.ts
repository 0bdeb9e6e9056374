import { expect, it } from 'vitest';
import { call, registerAccount } from '../helpers/auth';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract, expectProblem } from '../helpers/contract';

const PROFILE = '/api/v1/profile';
const EDIT = '/api/v1/profile/edit';

interface ProfileCustomer {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  cookie_consent: 0 | 1 | null;
  email_verified: boolean;
  has_password: boolean;
  confirmed_emails: { email: string; date: string }[];
}

async function readProfile(shop: TestShop, token: string, query = '') {
  const response = await call(shop, 'GET', `${PROFILE}${query}`, undefined, { token });
  return expectMatchesContract('GET', PROFILE, response) as {
    page: { seo: { canonical: string } };
    customer: ProfileCustomer;
  };
}

async function edit(shop: TestShop, token: string | undefined, body: unknown) {
  const response = await call(shop, 'POST', EDIT, body, token ? { token } : {});
  expectMatchesContract('POST', EDIT, response);
  return response;
}

describeEachDatabase('the profile', (shop) => {
  it('is for signed-in customers only', async () => {
    expectProblem(await call(shop(), 'GET', PROFILE), 401);
    // Refused before the body is read: a guest learns nothing about the rules.
    expectProblem(await edit(shop(), undefined, { first_name: 'Anna', last_name: 'V', phone: null }), 401);
    expectProblem(await edit(shop(), undefined, { first_name: '' }), 401);
    expectProblem(await edit(shop(), 'not-a-token', { first_name: 'Anna', last_name: 'V', phone: null }), 401);
  });

  it('reads the own profile with its page data', async () => {
    const { token, email, id } = await registerAccount(shop());
    const page = await readProfile(shop(), token, '?lang=ru');
    expect(page.page.seo.canonical).toBe('/ru/profile');
    expect(page.customer).toMatchObject({
      id,
      email,
      first_name: 'Anna',
      last_name: null,
      phone: null,
      cookie_consent: null,
      email_verified: true,
      has_password: true,
    });
    expect(page.customer.confirmed_emails.map((row) => row.email)).toEqual([email]);
    expect((await readProfile(shop(), token)).page.seo.canonical).toBe('/profile');
  });

  it('edits names, phone and cookie consent; omitting the consent keeps it', async () => {
    const { token, email } = await registerAccount(shop());
    const saved = await edit(shop(), token, {
      first_name: 'Anja',
      last_name: 'Virtanen',
      phone: '+358401234567',
      cookie_consent: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json()).toMatchObject({
      email,
      first_name: 'Anja',
      last_name: 'Virtanen',
      phone: '+358401234567',
      cookie_consent: 1,
    });
    const again = await edit(shop(), token, { first_name: 'Anja', last_name: 'Virtanen-Korhonen', phone: null });
    expect(again.json()).toMatchObject({ last_name: 'Virtanen-Korhonen', phone: null, cookie_consent: 1 });
    expect((await readProfile(shop(), token)).customer).toMatchObject({
      email,
      first_name: 'Anja',
      last_name: 'Virtanen-Korhonen',
      phone: null,
      cookie_consent: 1,
    });
  });

  it('answers bad input with 400 and field errors, and changes nothing', async () => {
    const { token } = await registerAccount(shop());
    await edit(shop(), token, { first_name: 'Anna', last_name: 'Virtanen', phone: '+358401234567' });
    const problem = expectProblem(
      await edit(shop(), token, { first_name: '', last_name: 'x'.repeat(101), phone: '0401234567', cookie_consent: 2 }),
      400,
    );
    expect(problem.errors).toMatchObject({
      first_name: ['validation.required'],
      last_name: ['validation.max_length'],
      phone: ['validation.pattern'],
    });
    expect(Object.keys(problem.errors ?? {})).toContain('cookie_consent');
    // PostgreSQL cannot store U+0000: refused as input, never a 500.
    const nul = expectProblem(
      await edit(shop(), token, { first_name: 'An\u0000na', last_name: 'V', phone: null }),
      400,
    );
    expect(Object.keys(nul.errors ?? {})).toEqual(['first_name']);
    const missing = expectProblem(await edit(shop(), token, { first_name: 'Anna' }), 400);
    expect(missing.errors).toMatchObject({ last_name: ['validation.required'], phone: ['validation.required'] });
    expect((await readProfile(shop(), token)).customer).toMatchObject({
      first_name: 'Anna',
      last_name: 'Virtanen',
      phone: '+358401234567',
    });
  });

  it("acts on the session's customer only: a body naming another account changes nothing of it", async () => {
    const a = await registerAccount(shop());
    const b = await registerAccount(shop());
    await edit(shop(), b.token, { first_name: 'Bea', last_name: 'B', phone: '+358409999999' });
    const before = (await readProfile(shop(), b.token)).customer;

    const saved = await edit(shop(), a.token, {
      id: b.id,
      customer_id: b.id,
      email: b.email,
      first_name: 'Mallory',
      last_name: 'M',
      phone: '+358401111111',
    });
    expect(saved.statusCode).toBe(200);
    // Unknown fields are dropped: A's own row changed, with A's id and e-mail.
    expect(saved.json()).toMatchObject({ id: a.id, email: a.email, first_name: 'Mallory' });
    expect((await readProfile(shop(), b.token)).customer).toEqual(before);
    // Reading takes no id either: A sees A, whatever the query says.
    const read = await readProfile(shop(), a.token, `?id=${b.id}`);
    expect(read.customer).toMatchObject({ id: a.id, email: a.email, first_name: 'Mallory' });
  });

  it('tells an account without a password (social sign-in) by has_password', async () => {
    const { token, id } = await registerAccount(shop());
    await shop().app.db.updateTable('customers').set({ password_hash: null }).where('id', '=', id).execute();
    expect((await readProfile(shop(), token)).customer.has_password).toBe(false);
  });
});
