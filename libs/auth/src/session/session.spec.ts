import {
  getCheckPasswordResetTokenQueryKey,
  getGetCatalogTreeQueryKey,
  getGetProfileWishListQueryKey,
  getVerifyEmailQueryKey,
  type User,
} from '@shop/api';
import { describe, expect, it } from 'vitest';
import { parseResetPasswordSearch } from '../templates/resetPasswordSearch';
import { pushUserData } from './analytics';
import { CURRENT_USER_KEY, isUserScopedQuery, toUser } from './queries';
import { signInHref } from './redirect';

const anna: User = {
  id: 42,
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: null,
  phone: '+358401234567',
  cookie_consent: 1,
  email_verified: true,
};

describe('the session', () => {
  it("drops one user's queries when the user changes, by the contract's keys, and keeps the rest", () => {
    expect(isUserScopedQuery(getCheckPasswordResetTokenQueryKey('token'))).toBe(true);
    expect(isUserScopedQuery(getVerifyEmailQueryKey(1, 'hash', { expires: 1, signature: 's' }))).toBe(true);
    expect(isUserScopedQuery([...getGetProfileWishListQueryKey(), 'ids'])).toBe(true);
    expect(isUserScopedQuery(['POST', '/api/v1/profile/orders', {}, {}])).toBe(true);
    expect(isUserScopedQuery(CURRENT_USER_KEY)).toBe(false);
    expect(isUserScopedQuery(getGetCatalogTreeQueryKey({ lang: 'en' }))).toBe(false);
    expect(isUserScopedQuery(['POST', '/api/v1/cart/get-prices', {}, {}])).toBe(false);
  });

  it('treats {} and anything without an id as a guest', () => {
    expect(toUser({})).toBeNull();
    expect(toUser(null)).toBeNull();
    expect(toUser({ email: 'a@example.com' })).toBeNull();
    expect(toUser(anna)).toBe(anna);
  });

  it('tells the data layer the client’s e-mail and phone only with consent', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    expect(pushUserData({ ...anna, cookie_consent: 0 }, target)).toBe(false);
    expect(pushUserData({ ...anna, cookie_consent: null }, target)).toBe(false);
    expect(target.dataLayer).toBeUndefined();
    expect(pushUserData(anna, target)).toBe(true);
    expect(target.dataLayer).toEqual([
      { event: 'user_data', user_data: { email: 'anna@example.com', phone_number: '+358401234567' } },
    ]);
  });

  it('sends a guest to sign in on the home page of their language and back afterwards', () => {
    expect(signInHref('/profile/orders?page=2', 'en')).toBe('/?auth=auth&redirect=%2Fprofile%2Forders%3Fpage%3D2');
    expect(signInHref('/ru/profile', 'ru')).toBe('/ru/?auth=auth&redirect=%2Fru%2Fprofile');
  });

  it('reads the reset link’s token and e-mail, dropping a malformed token', () => {
    const token = 'q8Zr3XkP0vN5sLw2Yb7Tf1Hc9Ue4Ja6Dm0Go5Ri8Sa2';
    expect(parseResetPasswordSearch({ token, email: 'anna@example.com' })).toEqual({
      token,
      email: 'anna@example.com',
    });
    expect(parseResetPasswordSearch({ token: 'short', email: 42 })).toEqual({});
    // The router lays the answer over the URL's params: a dropped value must replace the URL's.
    const raw = { token: 'short', email: 42 };
    expect({ ...raw, ...parseResetPasswordSearch(raw) }).toStrictEqual({ token: undefined, email: undefined });
  });
});
