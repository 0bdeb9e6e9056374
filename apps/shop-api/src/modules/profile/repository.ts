import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Saves the contact fields of a customer (`cookie_consent` only when given); the saved row, or undefined if deleted. */
export function updateCustomerContact(
  db: Db,
  customerId: number,
  contact: { first_name: string; last_name: string; phone: string; cookie_consent?: 0 | 1 },
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
