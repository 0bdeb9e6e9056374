import type { Kysely, Updateable } from 'kysely';
import type { CustomersTable, Database } from '../../db/schema';

type ConsentColumns = Pick<
  Updateable<CustomersTable>,
  'cookie_consent' | 'consent_analytics' | 'consent_advertising' | 'consent_decided_at'
>;

/** Stores a consent choice on a customer who has not been deleted. */
export async function saveCustomerConsent(
  db: Kysely<Database>,
  customerId: number,
  columns: ConsentColumns,
  now: number,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ ...columns, updated_at: now })
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .execute();
}
