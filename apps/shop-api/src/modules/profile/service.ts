import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { unauthorized } from '../../http/problem';
import { localizePath, type Locale } from '../../lib/locale';
import { customerConfirmedEmails, toUser } from '../auth/service';
import { updateCustomerContact } from './repository';

type Db = Kysely<Database>;

/** The contract's `Customer.confirmed_emails` holds at most this many. */
const CONFIRMED_EMAILS_SHOWN = 20;

const SEO = {
  en: { title: 'My profile', description: 'Your account at the swimwear shop.', h1: 'My profile' },
  ru: { title: 'Мой профиль', description: 'Ваш аккаунт в магазине купальников.', h1: 'Мой профиль' },
} as const;

/** Date-time to the second, as the other customer answers give it. */
const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The profile's view of a customer: the session's user plus what only the profile shows. */
async function profileView(db: Db, customer: Customer) {
  const confirmed = await customerConfirmedEmails(db, customer.id, CONFIRMED_EMAILS_SHOWN);
  return {
    ...toUser(customer),
    has_password: customer.password_hash !== null,
    created_at: isoSeconds(Number(customer.created_at)),
    confirmed_emails: confirmed.map((row) => ({ email: row.email, date: isoSeconds(Number(row.confirmed_at)) })),
  };
}

export async function profilePage(db: Db, customer: Customer, locale: Locale) {
  return {
    page: { seo: { ...SEO[locale], canonical: localizePath('/profile', locale) } },
    customer: await profileView(db, customer),
  };
}

/**
 * Saves the signed-in customer's names, phone and (when given) cookie consent. Only the session's
 * customer is ever written; the e-mail and password are not changed here. A cleared phone is
 * stored as '' like an unset one.
 */
export async function editProfile(
  db: Db,
  customerId: number,
  input: { first_name: string; last_name: string; phone: string | null; cookie_consent?: 0 | 1 | undefined },
) {
  const customer = await updateCustomerContact(
    db,
    customerId,
    {
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone ?? '',
      ...(input.cookie_consent === undefined ? {} : { cookie_consent: input.cookie_consent }),
    },
    Date.now(),
  );
  // Deleted between the session check and the write: the session no longer stands.
  if (!customer) throw unauthorized();
  return profileView(db, customer);
}
