import type { Kysely, Updateable } from 'kysely';
import type { Customer, CustomersTable, Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Saves the contact fields of a customer (the consent columns only when given); the saved row, or undefined if deleted. */
export function updateCustomerContact(
  db: Db,
  customerId: number,
  contact: Pick<
    Updateable<CustomersTable>,
    'cookie_consent' | 'consent_analytics' | 'consent_advertising' | 'consent_decided_at'
  > & {
    first_name: string;
    last_name: string;
    phone: string;
  },
  now: number,
): Promise<Customer | undefined> {
  return db
    .updateTable('customers')
    .set({ ...contact, updated_at: now })
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
