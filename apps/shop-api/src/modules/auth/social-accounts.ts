import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addConfirmedEmail, customerByEmail, customerById, insertCustomer, markEmailVerified } from './repository';
import { SocialError, type SocialProfile, type SocialProviderName } from './social';

/**
 * The customer a social sign-in belongs to: the one already linked to this provider account, else
 * the account of the provider's verified e-mail (linked now), else a new account without a
 * password. An e-mail the provider did not verify never takes over an account.
 */
export async function signInSocial(
  db: Kysely<Database>,
  provider: SocialProviderName,
  profile: SocialProfile,
): Promise<number> {
  const linked = await db
    .selectFrom('social_accounts')
    .select('customer_id')
    .where('provider', '=', provider)
    .where('subject', '=', profile.subject)
    .executeTakeFirst();
  if (linked && (await customerById(db, linked.customer_id))) return linked.customer_id;
  if (!profile.email || !profile.emailVerified)
    throw new SocialError('email_unverified', 'The provider gave no verified e-mail.');
  const existing = await customerByEmail(db, profile.email);
  let customerId: number;
  if (existing) {
    customerId = existing.id;
    await markEmailVerified(db, existing);
  } else {
    customerId = await insertCustomer(db, {
      email: profile.email,
      password_hash: null,
      first_name: profile.firstName.slice(0, 100),
      last_name: profile.lastName.slice(0, 100),
      verified: true,
    });
  }
  await db
    .insertInto('social_accounts')
    .values({
      provider,
      subject: profile.subject,
      customer_id: customerId,
      email: profile.email,
      created_at: Date.now(),
    })
    .onConflict((conflict) =>
      conflict.columns(['provider', 'subject']).doUpdateSet({ customer_id: customerId, email: profile.email }),
    )
    .execute();
  await addConfirmedEmail(db, customerId, profile.email);
  return customerId;
}
