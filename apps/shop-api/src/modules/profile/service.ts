import { ALL_PURPOSES, NO_PURPOSES } from '@shop/locale';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { unauthorized } from '../../http/problem';
import { localizePath, type Locale } from '../../lib/locale';
import { deleteAnswersMentioning } from '../../db/idempotency';
import { personalNeedles } from '../../lib/redact';
import { customerConfirmedEmails, deleteAccount as deleteAccountRows, toUser } from '../auth/service';
import { forgetCustomerCarts } from '../cart/service';
import { recordProductChanges } from '../changes/service';
import { consentColumns, consentExport } from '../consent/service';
import { redactPaymentEvents } from '../checkout/service';
import { allProfileOrders, anonymiseCustomerOrders } from '../orders/service';
import { forgetReviewer, reviewerData } from '../reviews/service';
import { forgetWishList, profileWishListIds } from '../wishlist/service';
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
export async function profileView(db: Db, customer: Customer) {
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
 * Saves the signed-in customer's names, phone and (when given) cookie consent: 1 allows every
 * purpose and 0 none, as `POST /cookie/consent` without purposes. Only the session's customer is
 * ever written; the e-mail and password are not changed here. A cleared phone is stored as ''
 * like an unset one.
 */
export async function editProfile(
  db: Db,
  customerId: number,
  input: { first_name: string; last_name: string; phone: string | null; cookie_consent?: 0 | 1 | undefined },
) {
  const now = Date.now();
  const consent = input.cookie_consent;
  const customer = await updateCustomerContact(
    db,
    customerId,
    {
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone ?? '',
      ...(consent === undefined ? {} : consentColumns(consent === 1 ? ALL_PURPOSES : NO_PURPOSES, now)),
    },
    now,
  );
  // Deleted between the session check and the write: the session no longer stands.
  if (!customer) throw unauthorized();
  return profileView(db, customer);
}

/**
 * `POST /api/v1/profile/delete`, after reauthentication: one transaction deletes the account and
 * what is kept for it (sessions, reset links, social links, confirmed e-mails and their codes, wish
 * list, likes, stored carts) and keeps for the books, anonymised and detached, its orders and the
 * guest orders of its confirmed e-mails (their promo-code uses, provider payloads and stored
 * checkout answers forget the person too). Reviews stay under "Former customer" unless
 * `keepReviews` is false. Every value that names the person (e-mails, names, phone) is looked
 * for with `personalNeedles`, so free text and provider payloads forget them too.
 */
export async function deleteAccount(db: Db, customer: Customer, keepReviews: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const confirmed = await customerConfirmedEmails(trx, customer.id);
    const emails = [...new Set([customer.email, ...confirmed.map((row) => row.email)])];
    const orders = await anonymiseCustomerOrders(trx, customer.id);
    const people = [customer, ...orders];
    const personal = personalNeedles([
      ...emails,
      ...people.flatMap((person) => [person.email, person.first_name, person.last_name, person.phone]),
    ]);
    const orderIds = orders.map((order) => order.id);
    await redactPaymentEvents(
      trx,
      orderIds,
      personalNeedles([...personal, ...orders.flatMap((order) => [order.street, order.postcode])]),
    );
    await deleteAnswersMentioning(trx, personalNeedles([...emails, ...orders.map((order) => order.crypto)]));
    const reviewed = await forgetReviewer(trx, customer.id, keepReviews, personal);
    await forgetWishList(trx, customer.id);
    await forgetCustomerCarts(trx, customer.id);
    await deleteAccountRows(trx, customer.id, emails);
    // Last (it takes the change log's turn): the ratings of the products whose reviews went.
    await recordProductChanges(trx, reviewed);
  });
}

const isoMs = (ms: number) => new Date(ms).toISOString();

/**
 * `GET /api/v1/profile/export`: everything the shop holds about the customer (openapi.yaml's
 * ProfileExport): the profile, the distinct delivery addresses of their orders, the orders (guest
 * orders of confirmed e-mails too, as the order history lists them), reviews, likes, wish list,
 * every confirmed e-mail and the consents.
 */
export async function profileExport(db: Db, customer: Customer, locale: Locale) {
  const [profile, orders, reviewer, wishList, confirmed] = await Promise.all([
    profileView(db, customer),
    allProfileOrders(db, customer.id, locale),
    reviewerData(db, customer.id, locale),
    profileWishListIds(db, customer.id),
    customerConfirmedEmails(db, customer.id),
  ]);
  const addresses = new Map(orders.map((order) => [JSON.stringify(order.address), order.address]));
  return {
    exported_at: isoMs(Date.now()),
    profile,
    addresses: [...addresses.values()],
    orders,
    reviews: reviewer.reviews,
    likes: reviewer.likes,
    wish_list: wishList.product_variant_ids,
    confirmed_emails: confirmed.map((row) => ({ email: row.email, date: isoSeconds(Number(row.confirmed_at)) })),
    consents: consentExport(customer),
  };
}
