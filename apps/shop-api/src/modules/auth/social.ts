import { createHash, randomBytes } from 'node:crypto';
import type { Env } from '../../config/env';

export type SocialProviderName = 'google' | 'facebook';

export interface SocialProvider {
  name: SocialProviderName;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

/** What a provider tells us about the person, reduced to what signing in needs. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const ENDPOINTS: Record<SocialProviderName, { authorize: string; token: string; userinfo: string; scope: string }> = {
  google: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    authorize: 'https://www.facebook.com/v19.0/dialog/oauth',
    token: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfo: 'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name',
    scope: 'email public_profile',
  },
};

/** A provider with its client id and secret from the environment, or null when it is not configured. */
export function socialProvider(env: Env, name: SocialProviderName): SocialProvider | null {
  const clientId = name === 'google' ? env.GOOGLE_CLIENT_ID : env.FACEBOOK_CLIENT_ID;
  const clientSecret = name === 'google' ? env.GOOGLE_CLIENT_SECRET : env.FACEBOOK_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const real = ENDPOINTS[name];
  const fake = env.OAUTH_PROVIDER_BASE_URL?.replace(/\/+$/, '');
  return {
    name,
    clientId,
    clientSecret,
    authorizeUrl: fake ? `${fake}/${name}/authorize` : real.authorize,
    tokenUrl: fake ? `${fake}/${name}/token` : real.token,
    userinfoUrl: fake ? `${fake}/${name}/userinfo` : real.userinfo,
    scope: real.scope,
  };
}

/** The storefront's route the provider returns the popup to; it hands over to the API's callback. */
export function redirectUri(env: Env, name: SocialProviderName): string {
  return new URL(`/social-callback/${name}`, env.PUBLIC_URL).toString();
}

export function newState(): { state: string; verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return {
    state: randomBytes(24).toString('base64url'),
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
  };
}

export function authorizationUrl(provider: SocialProvider, redirect: string, state: string, challenge: string): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirect);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export class SocialError extends Error {
  constructor(
    readonly key: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SocialError';
  }
}

const TIMEOUT_MS = 10_000;

async function fetchJson(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SocialError('provider_unavailable', `The provider's ${what} did not answer.`, { cause: error });
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok || typeof body !== 'object' || body === null)
    throw new SocialError('exchange_failed', `The provider's ${what} answered ${response.status}.`);
  return body as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Exchanges the code (with the PKCE verifier) for an access token and reads the person's profile. */
export async function exchangeCode(
  provider: SocialProvider,
  redirect: string,
  code: string,
  verifier: string,
): Promise<SocialProfile> {
  const token = await fetchJson(
    provider.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirect,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: verifier,
      }),
    },
    'token endpoint',
  );
  const accessToken = text(token['access_token']);
  if (!accessToken) throw new SocialError('exchange_failed', 'The provider gave no access token.');
  const info = await fetchJson(
    provider.userinfoUrl,
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    'userinfo endpoint',
  );
  const subject = text(provider.name === 'google' ? info['sub'] : info['id']);
  if (!subject) throw new SocialError('exchange_failed', 'The provider did not name the person.');
  const email = text(info['email']).toLowerCase() || null;
  // Google says whether it verified the address; Facebook only ever returns confirmed addresses.
  const emailVerified =
    provider.name === 'google' ? info['email_verified'] === true || info['email_verified'] === 'true' : email !== null;
  return {
    subject,
    email,
    emailVerified,
    firstName: text(info['given_name'] ?? info['first_name']),
    lastName: text(info['family_name'] ?? info['last_name']),
  };
}
