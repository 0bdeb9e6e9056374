import type { Kysely } from 'kysely';
import type { Database, Locale } from '../../db/schema';
import {
  addConfirmedEmail,
  customerByEmail,
  customerById,
  insertCustomer,
  linkedSocialAccount,
  linkSocialAccount,
  markEmailVerified,
  storeOAuthState,
  takeOAuthState,
} from './repository';
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
  const linked = await linkedSocialAccount(db, provider, profile.subject);
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
  await linkSocialAccount(db, { provider, subject: profile.subject, customerId, email: profile.email }, Date.now());
  await addConfirmedEmail(db, customerId, profile.email);
  return customerId;
}

/**
 * Keeps a social sign-in's state, PKCE verifier and language until `expiresAt`, the states that
 * ran out dropped first.
 */
export async function rememberOAuthState(
  db: Kysely<Database>,
  started: { state: string; provider: SocialProviderName; codeVerifier: string; locale: Locale },
  now: number,
  expiresAt: number,
): Promise<void> {
  await storeOAuthState(
    db,
    {
      state: started.state,
      provider: started.provider,
      code_verifier: started.codeVerifier,
      redirect_to: null,
      locale: started.locale,
      created_at: now,
      expires_at: expiresAt,
    },
    now,
  );
}

/** The stored state a provider's callback names, taken out so it is used once whatever happens next. */
export const spendOAuthState = (db: Kysely<Database>, state: string, provider: SocialProviderName) =>
  takeOAuthState(db, state, provider);
