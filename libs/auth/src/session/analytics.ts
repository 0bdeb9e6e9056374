import type { User } from '@shop/api';
import { dataLayerOf, type DataLayerWindow } from '@shop/tracking';

/**
 * Tells the tracking tags who the client is (spec, section 4: e-mail and phone after a user
 * change), only when the user agreed to cookies (`cookie_consent` 1); answers whether it did.
 */
export function pushUserData(user: User, target: DataLayerWindow = window): boolean {
  if (user.cookie_consent !== 1) return false;
  dataLayerOf(target).push({
    event: 'user_data',
    user_data: { email: user.email, ...(user.phone ? { phone_number: user.phone } : {}) },
  });
  return true;
}
