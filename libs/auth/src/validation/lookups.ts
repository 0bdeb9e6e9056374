import { getConfirmedEmails, getCustomerByEmail } from '@shop/api';
import { readEmailIdentity } from '../identity';
import type { EmailLookups } from './asyncRules';

/**
 * The API behind the asynchronous rules. Answers are kept per e-mail for the life of the object
 * (one form), so blurring and submitting do not ask twice.
 */
export function apiEmailLookups(): EmailLookups {
  const known = new Map<string, Promise<boolean>>();
  return {
    exists: (email, signal) => {
      const key = email.trim().toLowerCase();
      let answer = known.get(key);
      if (!answer) {
        answer = getCustomerByEmail({ email: email.trim() }, { signal }).then((result) => result.exists);
        answer.catch(() => known.delete(key));
        known.set(key, answer);
      }
      return answer;
    },
    confirmedEmails: async (signal) => {
      const identity = readEmailIdentity();
      if (!identity) return [];
      const list = await getConfirmedEmails({ identity }, { signal });
      return list.items.map((item) => item.email);
    },
  };
}
