import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PASSWORDS } from '../accounts';
import { allMails, codeOf } from '../outbox';
import { E2E_APP_ACCESS_TOKEN, E2E_DATA_DIR, E2E_OAUTH_CLIENTS } from '../server';

/** A secret or a piece of personal data the journeys used; `kind` names it in a failure, the value is never shown. */
export interface Secret {
  kind: string;
  value: string;
}

/** Query parameters of mailed links, by what they hold. */
const LINK_PARAMS: Record<string, string> = {
  token: 'reset token',
  signature: 'link signature',
  email: 'e-mail address',
};

/** Shorter values (a house number, a first name) would be found in unrelated text; e-mailed codes are matched on their own. */
const SHORTEST = 5;

/**
 * Columns of the shop's database that hold what the journeys typed or were given: tokens and
 * personal data, as [kind, SQL]. Read after the journeys, so every order, cart and account they
 * made is there; used OAuth states are deleted on use and are caught by the audit's own patterns.
 */
const DATABASE_SECRETS: [string, string][] = [
  ['order crypto', 'select crypto from orders'],
  [
    'e-mail address',
    'select email from orders union select email from customers union select email from customer_confirmed_emails union select email from social_accounts where email is not null',
  ],
  ['phone number', "select phone from orders union select phone from customers where phone <> ''"],
  ['name', 'select first_name from orders union select last_name from orders'],
  ['street', 'select street from orders'],
  ['guest cart token', 'select token from carts where token is not null'],
  ['e-mail identity key', 'select identity from email_codes union select identity from email_confirmations'],
  [
    'OAuth state',
    'select state from oauth_states union select code_verifier from oauth_states where code_verifier is not null',
  ],
  ['session id', 'select jti from auth_sessions'],
];

function fromDatabase(): Secret[] {
  const file = join(E2E_DATA_DIR, 'shop.sqlite');
  if (!existsSync(file)) return [];
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return DATABASE_SECRETS.flatMap(([kind, sql]) =>
      db
        .prepare<[], unknown[]>(sql)
        .raw()
        .all()
        .map(([value]) => ({ kind, value: String(value) })),
    );
  } finally {
    db.close();
  }
}

async function fromOutbox(): Promise<Secret[]> {
  return (await allMails()).flatMap((mail) => {
    const secrets: Secret[] = mail.to.map((to) => ({ kind: 'e-mail address', value: to.address }));
    if (mail.template === 'email-code') secrets.push({ kind: 'e-mailed code', value: codeOf(mail) });
    for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) {
      const url = new URL(link);
      for (const [name, value] of url.searchParams)
        if (LINK_PARAMS[name]) secrets.push({ kind: LINK_PARAMS[name], value });
      // /order/{crypto}, /verify-email/{id}/{hash}: long path segments are the link's tokens.
      for (const segment of url.pathname.split('/'))
        if (segment.length >= 16) secrets.push({ kind: 'mailed link token', value: segment });
    }
    return secrets;
  });
}

async function fromConfiguration(): Promise<Secret[]> {
  const keyFile = join(E2E_DATA_DIR, 'secrets', 'jwt.key');
  const jwtKey = existsSync(keyFile) ? (await readFile(keyFile, 'utf8')).trim() : '';
  return [
    ...Object.values(PASSWORDS).map((value) => ({ kind: 'password', value })),
    { kind: 'app access token', value: E2E_APP_ACCESS_TOKEN },
    ...Object.values(E2E_OAUTH_CLIENTS).map((client) => ({ kind: 'OAuth client secret', value: client.secret })),
    ...(jwtKey ? [{ kind: 'JWT signing key', value: jwtKey }] : []),
  ];
}

/**
 * Every secret and piece of personal data the journeys used, from the shop's outbox, its
 * database, its key file and the journeys' own constants; each value once.
 */
export async function journeySecrets(): Promise<Secret[]> {
  // The database names its values most precisely (an order crypto, not a mailed link's token), so it goes first.
  const all = [...(await fromConfiguration()), ...fromDatabase(), ...(await fromOutbox())];
  const seen = new Set<string>();
  return all.filter(({ kind, value }) => {
    if (seen.has(value) || (value.length < SHORTEST && kind !== 'e-mailed code')) return false;
    seen.add(value);
    return true;
  });
}
